import type { CSSProperties } from 'react';
import type { BlockProps, heroSecondary } from '@lumo/block-schema';
import { mediaUrl } from '../../context';
import { BlockImage } from '../../shared/block-image';
import { BlockSection } from '../../shared/block-section';
import { BlockHeading } from '../../shared/heading';
import { Button, type ButtonStyle } from '../../shared/button';
import { isDarkColor } from '../../shared/color';
import { PlayIcon } from '../../shared/icons';
import { IslandBoundary } from '../../shared/island-boundary';
import type { BlockComponentProps } from '../../types';
import { MovieButton } from '../../deferred-islands';
import './hero-secondary.css';

type HeroSecondaryProps = BlockProps<typeof heroSecondary>;

/**
 * SPEC §3.1 HeroSecondary. Server component; only a video button (MovieButton) ships JavaScript.
 * Colours come from validated hex values, so they are safe in inline styles.
 */
export function HeroSecondary({ id, props, context }: BlockComponentProps<HeroSecondaryProps>) {
  const box = props.customBgBoxSize;
  // The minimum height applies on desktop (stylesheet); small screens stack image and text.
  const sectionStyle = {
    '--lb-hero-min-height': `${props.minHeight}px`,
    backgroundColor: props.backgroundColor || undefined,
  } as CSSProperties;
  const boxStyle = {
    backgroundColor: props.backgroundBoxColor || undefined,
    '--lb-box-width': box.enabled ? `${box.width}px` : undefined,
    '--lb-box-height': box.enabled ? `${box.height}px` : undefined,
  } as CSSProperties;
  const onDark = isDarkColor(props.backgroundBoxColor || props.backgroundColor);
  return (
    <BlockSection
      type="HeroSecondary"
      id={id}
      className="lb-hero-secondary"
      style={sectionStyle}
      aria-labelledby={`${id}-title`}
    >
      <BlockImage
        className="lb-hero-secondary__background"
        image={props.backgroundImage}
        context={context}
        fallbackSize={{ width: 1600, height: 700 }}
        sizes="100vw"
        decorative
        background
      />
      <div className="lb-hero-secondary__inner">
        <div
          className={[
            'lb-hero-secondary__box',
            props.backgroundBoxColor ? 'lb-hero-secondary__box--filled' : '',
            box.enabled ? 'lb-hero-secondary__box--custom-size' : '',
          ]
            .filter(Boolean)
            .join(' ')}
          style={boxStyle}
        >
          <BlockHeading
            index={context.index}
            id={`${id}-title`}
            className="lb-hero-secondary__title"
          >
            <span style={{ color: props.mainTextColor || undefined }}>{props.mainText}</span>
          </BlockHeading>
          {props.description ? (
            <p
              className="lb-hero-secondary__description"
              style={{ color: props.descriptionTextColor || undefined }}
            >
              {props.description}
            </p>
          ) : null}
          {props.buttonItems.length > 0 ? (
            <div className="lb-button-row">
              {props.buttonItems.map((item, position) =>
                item.isMovie && context.mode === 'editor' ? (
                  // On the canvas a click selects the block; it does not open a player.
                  <Button
                    key={position}
                    variant={item.buttonVariant}
                    negative={onDark}
                    icon={<PlayIcon />}
                  >
                    {item.buttonText}
                  </Button>
                ) : item.isMovie ? (
                  <IslandBoundary
                    key={position}
                    blockId={id}
                    blockType="HeroSecondary"
                    context={context}
                    props={props}
                    withoutJavaScript={
                      <VideoLink
                        text={item.buttonText}
                        variant={item.buttonVariant}
                        negative={onDark}
                        movieUrl={mediaUrl(context, item.movie.url)}
                        movieExternalUrl={context.linkTo(item.movieExternalUrl)}
                      />
                    }
                  >
                    <MovieButton
                      text={item.buttonText}
                      variant={item.buttonVariant}
                      negative={onDark}
                      movieUrl={mediaUrl(context, item.movie.url)}
                      posterUrl={mediaUrl(context, item.movie.poster)}
                      movieExternalUrl={item.movieExternalUrl}
                      closeLabel={context.text.closeVideo}
                    />
                  </IslandBoundary>
                ) : context.linkTo(item.buttonLink) ? (
                  <Button
                    key={position}
                    variant={item.buttonVariant}
                    negative={onDark}
                    href={context.linkTo(item.buttonLink)}
                    openInNewTab={item.isBlank}
                  >
                    {item.buttonText}
                  </Button>
                ) : null,
              )}
            </div>
          ) : null}
        </div>
      </div>
    </BlockSection>
  );
}

/**
 * The video button without JavaScript (IslandBoundary's fallback): no player can open, so a
 * plain link to the video file, or else to the external video page in a new tab.
 */
function VideoLink({
  text,
  variant,
  negative,
  movieUrl,
  movieExternalUrl,
}: {
  text: string;
  variant: ButtonStyle;
  negative: boolean;
  movieUrl: string;
  movieExternalUrl: string;
}) {
  const href = movieUrl || movieExternalUrl;
  if (!href) return null;
  return (
    <Button
      variant={variant}
      negative={negative}
      href={href}
      openInNewTab={!movieUrl}
      icon={<PlayIcon />}
    >
      {text}
    </Button>
  );
}
