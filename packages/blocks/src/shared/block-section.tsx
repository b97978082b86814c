import type { CSSProperties, ReactNode } from 'react';
// The base styles (palette, frame, buttons, shared pieces) come with the frame every block uses.
import './base.css';

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
