import type { BlockProps, citation } from '@lumo/block-schema';
import { BlockImage } from '../../shared/block-image';
import { BlockSection } from '../../shared/block-section';
import type { BlockComponentProps } from '../../types';
import './citation.css';

type CitationProps = BlockProps<typeof citation>;

/** SPEC §3.1 Citation: a large quotation on a card over a background image. */
export function Citation({ id, props, context }: BlockComponentProps<CitationProps>) {
  return (
    <BlockSection type="Citation" id={id} className="lb-citation" as="figure">
      <BlockImage
        className="lb-citation__background"
        image={props.bgImage}
        context={context}
        fallbackSize={{ width: 1600, height: 500 }}
        sizes="100vw"
        decorative
        background
      />
      <div className="lb-inner">
        <blockquote className="lb-citation__quote">
          <p>{props.text}</p>
        </blockquote>
      </div>
    </BlockSection>
  );
}
