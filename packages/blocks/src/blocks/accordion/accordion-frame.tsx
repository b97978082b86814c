import type { HTMLAttributes, ReactNode } from 'react';
import { BlockSection } from '../../shared/block-section';

export interface AccordionFrameProps {
  id: string;
  open: boolean;
  notFirstInGroup: boolean;
  /** What the heading holds: the toggle button, or a plain title without JavaScript. */
  heading: ReactNode;
  /** Extra attributes of the panel (id, role, hidden) when a toggle controls it. */
  panel?: HTMLAttributes<HTMLDivElement>;
  children?: ReactNode;
}

/**
 * The Accordion's markup, shared by the interactive disclosure and its no-JavaScript fallback so
 * both render the same frame, classes and panel.
 */
export function AccordionFrame({
  id,
  open,
  notFirstInGroup,
  heading,
  panel,
  children,
}: AccordionFrameProps) {
  return (
    <BlockSection
      type="Accordion"
      id={id}
      as="div"
      className={[
        'lb-accordion',
        open ? 'lb-accordion--open' : '',
        notFirstInGroup ? 'lb-accordion--joined' : '',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <div className="lb-accordion__frame">
        <h3 className="lb-accordion__heading">{heading}</h3>
        <div {...panel} className="lb-accordion__panel">
          {children}
        </div>
      </div>
    </BlockSection>
  );
}
