import type { BlockProps, vapingNumbers } from '@lumo/block-schema';
import type { BlockComponentProps } from '../../types';
import { HeadedBlockSection } from '../../shared/headed-block-section';
import { IconList } from '../../shared/icon-list';
import './vaping-numbers.css';

type VapingNumbersProps = BlockProps<typeof vapingNumbers>;

/** SPEC §3.1 Vaping numbers: key device figures with icons, and a line of text below. */
export function VapingNumbers({ id, props, context }: BlockComponentProps<VapingNumbersProps>) {
  return (
    <HeadedBlockSection
      type="VapingNumbers"
      id={id}
      className="lb-numbers"
      index={context.index}
      heading={props.heading}
    >
      <IconList items={props.items} context={context} className="lb-numbers__list" />
      {props.bottomText ? <p className="lb-numbers__bottom">{props.bottomText}</p> : null}
    </HeadedBlockSection>
  );
}
