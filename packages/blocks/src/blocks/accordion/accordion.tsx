'use client';

import { useState } from 'react';
import type { accordion, BlockProps } from '@lumo/block-schema';
import { createRenderContext } from '../../context';
import { BlockSection } from '../../shared/block-section';
import { Markup } from '../../shared/markup';
import type { ClientBlockComponentProps } from '../../types';

type AccordionProps = BlockProps<typeof accordion>;

/**
 * SPEC §2.6 Accordion: open by default, starts closed when initClosed, toggles on click. A real
 * <button> with aria-expanded/aria-controls, so Enter and Space work and screen readers know the
 * state. The closed panel stays in the HTML (hidden), so its text is still indexed.
 */
export function Accordion({
  id,
  props,
  children,
  context,
}: ClientBlockComponentProps<AccordionProps>) {
  const [open, setOpen] = useState(!props.initClosed);
  // In the editor, flipping "Start closed" shows the new starting state right away.
  const [initClosed, setInitClosed] = useState(props.initClosed);
  if (initClosed !== props.initClosed) {
    setInitClosed(props.initClosed);
    setOpen(!props.initClosed);
  }
  const renderContext = createRenderContext(context);
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  return (
    <BlockSection
      type="Accordion"
      id={id}
      as="div"
      className={[
        'lb-accordion',
        open ? 'lb-accordion--open' : '',
        props.notFirstInGroup ? 'lb-accordion--joined' : '',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <div className="lb-accordion__frame">
        <h3 className="lb-accordion__heading">
          <button
            id={buttonId}
            type="button"
            className="lb-accordion__toggle"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((current) => !current)}
          >
            <span className="lb-accordion__title">{props.title}</span>
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
        </h3>
        <div
          id={panelId}
          role="region"
          aria-labelledby={buttonId}
          className="lb-accordion__panel"
          hidden={!open}
        >
          <Markup className="lb-accordion__content" html={props.content} context={renderContext} />
          {children}
        </div>
      </div>
    </BlockSection>
  );
}
