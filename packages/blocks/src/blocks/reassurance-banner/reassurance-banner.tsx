import type { BlockProps, reassuranceBanner } from '@lumo/block-schema';
import { BlockImage } from '../../shared/block-image';
import { BlockSection } from '../../shared/block-section';
import type { BlockComponentProps } from '../../types';
import './reassurance-banner.css';

type ReassuranceBannerProps = BlockProps<typeof reassuranceBanner>;

/** SPEC §3.1 Reassurance banner: shipping, quality, payment and returns promises in a row. */
export function ReassuranceBanner({
  id,
  props,
  context,
}: BlockComponentProps<ReassuranceBannerProps>) {
  return (
    <BlockSection
      type="ReassuranceBanner"
      id={id}
      className="lb-reassurance"
      aria-label={context.text.ourPromises}
    >
      <ul className="lb-inner lb-reassurance__list">
        {props.items.map((item, position) => (
          <li key={position} className="lb-reassurance__item">
            {item.icon.url ? (
              <BlockImage
                className="lb-reassurance__icon"
                image={item.icon}
                context={context}
                fallbackSize={{ width: 64, height: 64 }}
                decorative
              />
            ) : null}
            <span className="lb-reassurance__text">{item.text}</span>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
