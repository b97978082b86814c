import { BlockHeading } from './heading';

/** A block id made safe for id/aria attributes (ids are space-separated in aria-controls). */
export function domId(blockId: string): string {
  return blockId.replace(/[^\w-]/g, '-');
}

export function titleId(blockId: string): string {
  return `${domId(blockId)}-title`;
}

/** aria-labelledby for a section whose heading may be empty. */
export function labelledBy(blockId: string, heading: string): string | undefined {
  return heading ? titleId(blockId) : undefined;
}

export interface SectionHeaderProps {
  /** Block id: the heading gets id `${blockId}-title` for the section's aria-labelledby. */
  blockId: string;
  /** The block's position on the page: the first block's heading is the page's h1. */
  index: number;
  heading: string;
  subHeading?: string;
  className?: string;
}

/** Heading and optional sub-heading at the top of a block; nothing when both are empty. */
export function SectionHeader({
  blockId,
  index,
  heading,
  subHeading,
  className,
}: SectionHeaderProps) {
  if (!heading && !subHeading) return null;
  return (
    <header className={['lb-b-header', className].filter(Boolean).join(' ')}>
      {heading ? (
        <BlockHeading index={index} id={titleId(blockId)} className="lb-b-title">
          {heading}
        </BlockHeading>
      ) : null}
      {subHeading ? <p className="lb-b-subtitle">{subHeading}</p> : null}
    </header>
  );
}
