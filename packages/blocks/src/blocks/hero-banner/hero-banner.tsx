import type { BlockProps, heroBanner } from '@lumo/block-schema';
import { BlockImage } from '../../shared/block-image';
import { BlockSection } from '../../shared/block-section';
import { BlockHeading } from '../../shared/heading';
import { Button } from '../../shared/button';
import type { BlockComponentProps } from '../../types';
import './hero-banner.css';

type HeroBannerProps = BlockProps<typeof heroBanner>;

/** SPEC §3.1 Hero banner: title, text, up to two buttons over a full-width background image. */
export function HeroBanner({ id, props, context }: BlockComponentProps<HeroBannerProps>) {
  const primaryHref = context.linkTo(props.buttonHref);
  const secondHref = context.linkTo(props.secondButtonHref);
  // SPEC §2.6: the second button only when both its text and its link exist.
  const showSecondButton = Boolean(props.secondButtonText && secondHref);
  return (
    <BlockSection
      type="HeroBanner"
      id={id}
      className={['lb-hero', props.darkText ? 'lb-hero--dark-text' : 'lb-hero--light-text'].join(
        ' ',
      )}
      aria-labelledby={`${id}-title`}
    >
      <BlockImage
        className="lb-hero__background"
        image={props.backbgroundImage}
        context={context}
        fallbackSize={{ width: 1600, height: 700 }}
        sizes="100vw"
        decorative
        background
      />
      <div className="lb-hero__inner">
        <div className="lb-hero__content">
          <BlockHeading index={context.index} id={`${id}-title`} className="lb-hero__title">
            {props.title}
          </BlockHeading>
          {props.description ? <p className="lb-hero__description">{props.description}</p> : null}
          {(props.buttonText && primaryHref) || showSecondButton ? (
            <div className="lb-button-row">
              {props.buttonText && primaryHref ? (
                <Button variant="primary" href={primaryHref}>
                  {props.buttonText}
                </Button>
              ) : null}
              {showSecondButton ? (
                <Button variant="secondary" negative={!props.darkText} href={secondHref}>
                  {props.secondButtonText}
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </BlockSection>
  );
}
