import { headingTag } from '../../shared/block-section';

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
  const Heading = headingTag(index);
  return (
    <header className={['lb-b-header', className].filter(Boolean).join(' ')}>
      {heading ? (
        <Heading id={titleId(blockId)} className="lb-b-title">
          {heading}
        </Heading>
      ) : null}
      {subHeading ? <p className="lb-b-subtitle">{subHeading}</p> : null}
    </header>
  );
}

export function titleId(blockId: string): string {
  return `${blockId}-title`;
}

/** Headings of a block's items sit one level below the block's own heading. */
export function itemHeadingTag(index: number, blockHasHeading = true): 'h2' | 'h3' {
  return index === 0 || !blockHasHeading ? 'h2' : 'h3';
}

/** aria-labelledby for a section whose heading may be empty. */
export function labelledBy(blockId: string, heading: string): string | undefined {
  return heading ? titleId(blockId) : undefined;
}
