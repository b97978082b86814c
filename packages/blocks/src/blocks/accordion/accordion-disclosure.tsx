'use client';

import { useState, type ReactNode } from 'react';
import { AccordionFrame } from './accordion-frame';

export interface AccordionDisclosureProps {
  id: string;
  title: string;
  initClosed: boolean;
  notFirstInGroup: boolean;
  /** The body, rendered on the server: the sanitised text and the child blocks. */
  children?: ReactNode;
}

/**
 * The interactive part of the Accordion: open by default, starts closed when initClosed, toggles
 * on click. A real <button> with aria-expanded/aria-controls, so Enter and Space work and screen
 * readers know the state. The closed panel stays in the HTML (hidden), so its text is indexed.
 * Imports nothing but React, to keep the storefront's JavaScript small.
 */
export function AccordionDisclosure({
  id,
  title,
  initClosed,
  notFirstInGroup,
  children,
}: AccordionDisclosureProps) {
  const [open, setOpen] = useState(!initClosed);
  // In the editor, flipping "Start closed" shows the new starting state right away.
  const [startsClosed, setStartsClosed] = useState(initClosed);
  if (startsClosed !== initClosed) {
    setStartsClosed(initClosed);
    setOpen(!initClosed);
  }
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  return (
    <AccordionFrame
      id={id}
      open={open}
      notFirstInGroup={notFirstInGroup}
      heading={
        <button
          id={buttonId}
          type="button"
          className="lb-accordion__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((current) => !current)}
        >
          <span className="lb-accordion__title">{title}</span>
          <svg
            className="lb-accordion__chevron"
            width="20"
            height="20"
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M6 9l6 6 6-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      }
      panel={{ id: panelId, role: 'region', 'aria-labelledby': buttonId, hidden: !open }}
    >
      {children}
    </AccordionFrame>
  );
}
