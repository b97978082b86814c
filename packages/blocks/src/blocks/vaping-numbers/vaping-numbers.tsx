import type { BlockProps, vapingNumbers } from '@lumo/block-schema';
import { BlockSection } from '../../shared/block-section';
import type { BlockComponentProps } from '../../types';
import { IconList } from '../blocks-b-shared/icon-list';
import { labelledBy, SectionHeader } from '../blocks-b-shared/section-header';

type VapingNumbersProps = BlockProps<typeof vapingNumbers>;

/** SPEC §3.1 Vaping numbers: key device figures with icons, and a line of text below. */
export function VapingNumbers({ id, props, context }: BlockComponentProps<VapingNumbersProps>) {
  return (
    <BlockSection
      type="VapingNumbers"
      id={id}
      className="lb-numbers"
      aria-labelledby={labelledBy(id, props.heading)}
    >
      <div className="lb-inner">
        <SectionHeader blockId={id} index={context.index} heading={props.heading} />
        <IconList items={props.items} context={context} className="lb-numbers__list" />
        {props.bottomText ? <p className="lb-numbers__bottom">{props.bottomText}</p> : null}
      </div>
    </BlockSection>
  );
}
