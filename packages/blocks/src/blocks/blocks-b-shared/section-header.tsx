import type { ReactNode } from 'react';

export type HeadingLevel = 1 | 2 | 3;

export interface LevelHeadingProps {
  level: HeadingLevel;
  id?: string;
  className?: string;
  children?: ReactNode;
}

/** h1, h2 or h3 by level (explicit tags, so no component is created during render). */
export function LevelHeading({ level, id, className, children }: LevelHeadingProps) {
  if (level === 1) {
    return (
      <h1 id={id} className={className}>
        {children}
      </h1>
    );
  }
  if (level === 2) {
    return (
      <h2 id={id} className={className}>
        {children}
      </h2>
    );
  }
  return (
    <h3 id={id} className={className}>
      {children}
    </h3>
  );
}

/** A block's own heading: the first block on the page holds the page's h1. */
export function blockHeadingLevel(index: number): 1 | 2 {
  return index === 0 ? 1 : 2;
}

/** Headings of a block's items sit one level below the block's own heading. */
export function itemHeadingLevel(index: number, blockHasHeading = true): 2 | 3 {
  return index === 0 || !blockHasHeading ? 2 : 3;
}

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
        <LevelHeading level={blockHeadingLevel(index)} id={titleId(blockId)} className="lb-b-title">
          {heading}
        </LevelHeading>
      ) : null}
      {subHeading ? <p className="lb-b-subtitle">{subHeading}</p> : null}
    </header>
  );
}
