import type { BlockProps, jargonBuster } from '@lumo/block-schema';
import { Markup } from '../../shared/markup';
import type { BlockComponentProps } from '../../types';
import { HeadedBlockSection } from '../../shared/headed-block-section';
import './jargon-buster.css';

type JargonBusterProps = BlockProps<typeof jargonBuster>;
type JargonItem = JargonBusterProps['leftColumnItems'][number];

/** SPEC §3.1 Jargon buster: two columns of terms and explanations (a definition list each). */
export function JargonBuster({ id, props, context }: BlockComponentProps<JargonBusterProps>) {
  const columns = [props.leftColumnItems, props.rightColumnItems].filter(
    (items) => items.length > 0,
  );
  return (
    <HeadedBlockSection
      type="JargonBuster"
      id={id}
      className="lb-jargon"
      index={context.index}
      heading={props.heading}
    >
      <div className="lb-jargon__columns">
        {columns.map((items, column) => (
          <dl key={column} className="lb-jargon__column">
            {items.map((item: JargonItem, position) => (
              <div key={position} className="lb-jargon__entry">
                <dt className="lb-jargon__term">{item.title}</dt>
                <dd className="lb-jargon__definition">
                  <Markup html={item.text} context={context} />
                </dd>
              </div>
            ))}
          </dl>
        ))}
      </div>
    </HeadedBlockSection>
  );
}
