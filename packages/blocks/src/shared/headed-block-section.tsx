import type { ReactNode } from 'react';
import { BlockSection } from './block-section';
import { labelledBy, SectionHeader } from './section-header';

export interface HeadedBlockSectionProps {
  /** The block type, for data-testid="block:<type>". */
  type: string;
  id: string;
  className: string;
  /** The block's position on the page: the first block's heading is the page's h1. */
  index: number;
  heading: string;
  subHeading?: string;
  children?: ReactNode;
}

/**
 * The frame of a block that opens with a heading: the section, labelled by the heading when
 * there is one, the centred inner column, and the heading with its optional sub-heading.
 */
export function HeadedBlockSection({
  type,
  id,
  className,
  index,
  heading,
  subHeading,
  children,
}: HeadedBlockSectionProps) {
  return (
    <BlockSection
      type={type}
      id={id}
      className={className}
      aria-labelledby={labelledBy(id, heading)}
    >
      <div className="lb-inner">
        <SectionHeader blockId={id} index={index} heading={heading} subHeading={subHeading} />
        {children}
      </div>
    </BlockSection>
  );
}
