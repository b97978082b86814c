import type { ReactNode } from 'react';

/**
 * Headings of blocks, one family: a block's own title is the page's h1 in the first block and an
 * h2 everywhere else; the titles of its items sit one level below it.
 */
export type HeadingLevel = 1 | 2 | 3;

/** A block's own heading level: the first block on the page holds the page's h1. */
export function blockHeadingLevel(index: number): 1 | 2 {
  return index === 0 ? 1 : 2;
}

/**
 * Headings of a block's items sit one level below the block's own heading (h2 in the first block,
 * or when the block shows no heading of its own; h3 otherwise).
 */
export function itemHeadingLevel(index: number, blockHasHeading = true): 2 | 3 {
  return index === 0 || !blockHasHeading ? 2 : 3;
}

export interface HeadingProps {
  level: HeadingLevel;
  id?: string;
  className?: string;
  children?: ReactNode;
}

/** h1, h2 or h3 by level (explicit tags, so no component is created during render). */
export function Heading({ level, id, className, children }: HeadingProps) {
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

export interface BlockHeadingProps {
  /** The block's context.index: the first block on the page holds the page's h1. */
  index: number;
  id?: string;
  className?: string;
  children?: ReactNode;
}

/** A block's main title: `Heading` at `blockHeadingLevel(index)`. */
export function BlockHeading({ index, ...props }: BlockHeadingProps) {
  return <Heading level={blockHeadingLevel(index)} {...props} />;
}
