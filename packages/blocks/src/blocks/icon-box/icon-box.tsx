import type { BlockProps, iconBox } from '@lumo/block-schema';
import { BlockImage } from '../../shared/block-image';
import { BlockSection } from '../../shared/block-section';
import { Markup } from '../../shared/markup';
import type { BlockComponentProps } from '../../types';
import './icon-box.css';

type IconBoxProps = BlockProps<typeof iconBox>;

/** SPEC §3.1 Icon box: an icon, a title and a short text, as a card. */
export function IconBox({ id, props, context }: BlockComponentProps<IconBoxProps>) {
  return (
    <BlockSection type="IconBox" id={id} className="lb-icon-box" as="div">
      {props.icon.url ? (
        <span className="lb-icon-box__icon">
          <BlockImage
            image={props.icon}
            context={context}
            fallbackSize={{ width: 64, height: 64 }}
          />
        </span>
      ) : null}
      {props.title ? <h3 className="lb-icon-box__title">{props.title}</h3> : null}
      <Markup className="lb-icon-box__text" html={props.text} context={context} />
    </BlockSection>
  );
}
