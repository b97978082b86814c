import type { BlockProps, visual } from '@lumo/block-schema';
import { BlockImage } from '../../shared/block-image';
import { BlockSection } from '../../shared/block-section';
import type { BlockComponentProps } from '../../types';
import './visual.css';

type VisualProps = BlockProps<typeof visual>;

/** SPEC §3.1 Visual: one wide image. */
export function Visual({ id, props, context }: BlockComponentProps<VisualProps>) {
  return (
    <BlockSection type="Visual" id={id} className="lb-visual" as="figure">
      <div className="lb-inner">
        <BlockImage
          className="lb-visual__image"
          image={props.image}
          context={context}
          fallbackSize={{ width: 1600, height: 900 }}
          sizes="(min-width: 1200px) 1200px, 100vw"
        />
      </div>
    </BlockSection>
  );
}
