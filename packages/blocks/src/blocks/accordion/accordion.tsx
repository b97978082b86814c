import type { accordion, BlockProps } from '@lumo/block-schema';
import { IslandBoundary } from '../../shared/island-boundary';
import { Markup } from '../../shared/markup';
import type { BlockComponentProps } from '../../types';
import { AccordionDisclosure } from './accordion-disclosure';

type AccordionProps = BlockProps<typeof accordion>;

/**
 * SPEC §2.6 Accordion, a container. The text (sanitised) and the child blocks are rendered here,
 * on the server; only the open/close behaviour (AccordionDisclosure) runs in the browser, inside
 * an error boundary so a failure there stays within the block.
 */
export function Accordion({ id, props, children, context }: BlockComponentProps<AccordionProps>) {
  return (
    <IslandBoundary blockId={id} blockType="Accordion" context={context} props={props}>
      <AccordionDisclosure
        id={id}
        title={props.title}
        initClosed={props.initClosed}
        notFirstInGroup={props.notFirstInGroup}
      >
        <Markup className="lb-accordion__content" html={props.content} context={context} />
        {children}
      </AccordionDisclosure>
    </IslandBoundary>
  );
}
