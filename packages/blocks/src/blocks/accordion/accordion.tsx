import type { ReactNode } from 'react';
import type { accordion, BlockProps } from '@lumo/block-schema';
import { IslandBoundary } from '../../shared/island-boundary';
import { Markup } from '../../shared/markup';
import type { BlockComponentProps } from '../../types';
import { AccordionDisclosure } from '../../deferred-islands';
import { AccordionFrame } from './accordion-frame';
import './accordion.css';

type AccordionProps = BlockProps<typeof accordion>;

/**
 * SPEC §2.6 Accordion, a container. The text (sanitised) and the child blocks are rendered here,
 * on the server; only the open/close behaviour (AccordionDisclosure) runs in the browser, inside
 * an error boundary so a failure there stays within the block.
 */
export function Accordion({ id, props, children, context }: BlockComponentProps<AccordionProps>) {
  const body = (
    <>
      <Markup className="lb-accordion__content" html={props.content} context={context} />
      {children}
    </>
  );
  return (
    <IslandBoundary
      blockId={id}
      blockType="Accordion"
      context={context}
      props={props}
      withoutJavaScript={
        <StaticAccordion id={id} title={props.title} notFirstInGroup={props.notFirstInGroup}>
          {body}
        </StaticAccordion>
      }
    >
      <AccordionDisclosure
        id={id}
        title={props.title}
        initClosed={props.initClosed}
        notFirstInGroup={props.notFirstInGroup}
      >
        {body}
      </AccordionDisclosure>
    </IslandBoundary>
  );
}

/**
 * The accordion without JavaScript (IslandBoundary's fallback): open, whatever initClosed says,
 * since nothing could open it; a plain heading instead of a toggle that would do nothing.
 */
function StaticAccordion({
  id,
  title,
  notFirstInGroup,
  children,
}: {
  id: string;
  title: string;
  notFirstInGroup: boolean;
  children: ReactNode;
}) {
  return (
    <AccordionFrame
      id={id}
      open
      notFirstInGroup={notFirstInGroup}
      heading={
        <span className="lb-accordion__toggle">
          <span className="lb-accordion__title">{title}</span>
        </span>
      }
    >
      {children}
    </AccordionFrame>
  );
}
