import type { BlockProps, textBanner } from '@lumo/block-schema';
import { BlockImage } from '../../shared/block-image';
import { BlockSection } from '../../shared/block-section';
import { Markup } from '../../shared/markup';
import type { BlockComponentProps } from '../../types';
import './text-banner.css';

type TextBannerProps = BlockProps<typeof textBanner>;

/** SPEC §3.1 Text banner: sanitised rich text in large type over a background image. */
export function TextBanner({ id, props, context }: BlockComponentProps<TextBannerProps>) {
  return (
    <BlockSection type="TextBanner" id={id} className="lb-text-banner">
      <BlockImage
        className="lb-text-banner__background"
        image={props.bgImage}
        context={context}
        fallbackSize={{ width: 1600, height: 500 }}
        sizes="100vw"
        decorative
        background
      />
      <div className="lb-inner lb-text-banner__inner">
        <Markup className="lb-text-banner__text" html={props.text} context={context} />
      </div>
    </BlockSection>
  );
}
