import type { CSSProperties, ReactNode } from 'react';

export interface BlockSectionProps {
  /** The block type, e.g. "HeroBanner": becomes data-testid="block:HeroBanner". */
  type: string;
  id: string;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
  as?: 'section' | 'div' | 'aside' | 'figure';
  'aria-label'?: string;
  'aria-labelledby'?: string;
  role?: string;
  hidden?: boolean;
}

/** The outer element of every block: one test id convention, one base class. */
export function BlockSection({
  type,
  id,
  className,
  style,
  children,
  as: Tag = 'section',
  ...rest
}: BlockSectionProps) {
  return (
    <Tag
      data-testid={`block:${type}`}
      data-block-id={id}
      className={['lb-block', className].filter(Boolean).join(' ')}
      style={style}
      {...rest}
    >
      {children}
    </Tag>
  );
}

/** Heading tag for a block's title: the first block on the page holds the page's h1. */
export function headingTag(index: number): 'h1' | 'h2' {
  return index === 0 ? 'h1' : 'h2';
}

export interface BlockHeadingProps {
  /** The block's context.index: the first block on the page holds the page's h1. */
  index: number;
  id?: string;
  className?: string;
  children?: ReactNode;
}

/** A block's main title: h1 in the first block of the page, h2 everywhere else. */
export function BlockHeading({ index, id, className, children }: BlockHeadingProps) {
  return index === 0 ? (
    <h1 id={id} className={className}>
      {children}
    </h1>
  ) : (
    <h2 id={id} className={className}>
      {children}
    </h2>
  );
}
