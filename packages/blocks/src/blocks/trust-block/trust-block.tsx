import type { BlockProps, trustBlock } from '@lumo/block-schema';
import { BlockSection } from '../../shared/block-section';
import type { BlockComponentProps } from '../../types';
import { IconList } from '../blocks-b-shared/icon-list';
import { labelledBy, SectionHeader } from '../blocks-b-shared/section-header';

type TrustBlockProps = BlockProps<typeof trustBlock>;

/** SPEC §3.1 Trust block: a heading and a row of reasons to trust the shop. */
export function TrustBlock({ id, props, context }: BlockComponentProps<TrustBlockProps>) {
  return (
    <BlockSection
      type="TrustBlock"
      id={id}
      className="lb-trust"
      aria-labelledby={labelledBy(id, props.heading)}
    >
      <div className="lb-inner">
        <SectionHeader blockId={id} index={context.index} heading={props.heading} />
        <IconList items={props.items} context={context} className="lb-trust__list" />
      </div>
    </BlockSection>
  );
}
