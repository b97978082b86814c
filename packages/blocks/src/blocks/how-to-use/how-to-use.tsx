import type { BlockProps, howToUse } from '@lumo/block-schema';
import { mediaUrl } from '../../context';
import { BlockImage } from '../../shared/block-image';
import type { BlockComponentProps } from '../../types';
import { HeadedBlockSection } from '../../shared/headed-block-section';
import { NativeVideo } from '../../shared/native-video';
import './how-to-use.css';

type HowToUseProps = BlockProps<typeof howToUse>;
type HowToUseItem = HowToUseProps['items'][number];

/**
 * SPEC §3.1 How to use: video items. An uploaded movie plays in the browser's own player with
 * the item's poster; otherwise the poster links to the external video (new tab); otherwise the
 * poster is shown on its own. No JavaScript of ours.
 */
export function HowToUse({ id, props, context }: BlockComponentProps<HowToUseProps>) {
  return (
    <HeadedBlockSection
      type="HowToUse"
      id={id}
      className="lb-how-to-use"
      index={context.index}
      heading={props.heading}
    >
      <ol className="lb-how-to-use__list">
        {props.items.map((item, position) => (
          <li key={position} className="lb-how-to-use__item">
            <figure className="lb-b-video-figure">
              <HowToUseMedia item={item} context={context} label={item.text || props.heading} />
              {item.text ? (
                <figcaption className="lb-b-video-figure__caption">{item.text}</figcaption>
              ) : null}
            </figure>
          </li>
        ))}
      </ol>
    </HeadedBlockSection>
  );
}

function HowToUseMedia({
  item,
  context,
  label,
}: {
  item: HowToUseItem;
  context: BlockComponentProps<HowToUseProps>['context'];
  label: string;
}) {
  const posterImage = (
    <BlockImage
      className="lb-how-to-use__poster"
      image={item.poster}
      context={context}
      fallbackSize={{ width: 1280, height: 720 }}
      sizes="(max-width: 991px) 100vw, 600px"
    />
  );
  if (mediaUrl(context, item.movie.url)) {
    return (
      <NativeVideo
        video={item.movie}
        poster={item.poster.url}
        label={label || context.text.videoLabel}
        context={context}
        width={item.poster.width ?? 1280}
        height={item.poster.height ?? 720}
      />
    );
  }
  const externalHref = context.linkTo(item.movieExternalUrl);
  if (externalHref) {
    return (
      <a
        className="lb-how-to-use__external"
        href={externalHref}
        target="_blank"
        rel="noopener noreferrer"
      >
        {posterImage}
        <span className="lb-how-to-use__play">
          {context.text.watchVideo}
          <span className="lb-b-sr-only">{` ${context.text.opensInNewTab}`}</span>
        </span>
      </a>
    );
  }
  return posterImage;
}
