import type { BlockProps, trustBlock } from '@lumo/block-schema';
import type { BlockComponentProps } from '../../types';
import { HeadedBlockSection } from '../../shared/headed-block-section';
import { IconList } from '../../shared/icon-list';
import './trust-block.css';

type TrustBlockProps = BlockProps<typeof trustBlock>;

/** SPEC §3.1 Trust block: a heading and a row of reasons to trust the shop. */
export function TrustBlock({ id, props, context }: BlockComponentProps<TrustBlockProps>) {
  return (
    <HeadedBlockSection
      type="TrustBlock"
      id={id}
      className="lb-trust"
      index={context.index}
      heading={props.heading}
    >
      <IconList items={props.items} context={context} className="lb-trust__list" />
    </HeadedBlockSection>
  );
}
