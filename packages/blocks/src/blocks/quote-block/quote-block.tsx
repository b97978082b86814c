import type { BlockProps, quoteBlock } from '@lumo/block-schema';
import { BlockSection } from '../../shared/block-section';
import type { BlockComponentProps } from '../../types';
import './quote-block.css';

type QuoteBlockProps = BlockProps<typeof quoteBlock>;

/** SPEC §3.1 Quote block: a pull quote in the flow of the page. */
export function QuoteBlock({ id, props }: BlockComponentProps<QuoteBlockProps>) {
  if (!props.text) return null;
  return (
    <BlockSection type="QuoteBlock" id={id} className="lb-quote" as="figure">
      <div className="lb-inner">
        <blockquote className="lb-quote__text">
          <p>{props.text}</p>
        </blockquote>
      </div>
    </BlockSection>
  );
}
