import type { BlockProps, vapingJustClicked } from '@lumo/block-schema';
import { BlockImage } from '../../shared/block-image';
import { BlockSection } from '../../shared/block-section';
import { Button } from '../../shared/button';
import { IslandBoundary } from '../../shared/island-boundary';
import { Markup } from '../../shared/markup';
import type { BlockComponentProps } from '../../types';
import { labelledBy, SectionHeader } from '../../shared/section-header';
import { ScrollToButton } from '../../deferred-islands';
import { normaliseTargetId } from './smooth-scroll';
import './vaping-just-clicked.css';

type VapingJustClickedProps = BlockProps<typeof vapingJustClicked>;

/**
 * SPEC §3.1 Vaping just clicked (product intro). Rendered on the server; only the scroll button
 * is a client component, so the rest of the block ships no JavaScript.
 */
export function VapingJustClicked({
  id,
  props,
  context,
}: BlockComponentProps<VapingJustClickedProps>) {
  const buttonHref = context.linkTo(props.buttonLink);
  const showButton = Boolean(props.buttonText && buttonHref);
  const showActionButton = Boolean(props.actionButtonText && props.actionButtonScrollTo);
  return (
    <BlockSection
      type="VapingJustClicked"
      id={id}
      className="lb-intro"
      aria-labelledby={labelledBy(id, props.heading)}
    >
      <div className="lb-inner lb-intro__inner">
        <BlockImage
          className="lb-intro__image"
          image={props.image}
          context={context}
          fallbackSize={{ width: 800, height: 800 }}
          sizes="(max-width: 991px) 100vw, 560px"
        />
        <div className="lb-intro__content">
          <SectionHeader
            blockId={id}
            index={context.index}
            heading={props.heading}
            subHeading={props.subHeading}
          />
          <Markup html={props.mainText} context={context} className="lb-intro__text" />
          {showButton || showActionButton ? (
            <div className="lb-button-row">
              {showButton ? (
                <Button variant={props.buttonVariant} href={buttonHref}>
                  {props.buttonText}
                </Button>
              ) : null}
              {showActionButton ? (
                <IslandBoundary
                  blockId={id}
                  blockType="VapingJustClicked"
                  context={context}
                  props={props}
                  withoutJavaScript={
                    // What ScrollToButton is without JavaScript: a plain in-page link.
                    <Button
                      variant="secondary"
                      href={`#${normaliseTargetId(props.actionButtonScrollTo)}`}
                    >
                      {props.actionButtonText}
                    </Button>
                  }
                >
                  <ScrollToButton target={props.actionButtonScrollTo}>
                    {props.actionButtonText}
                  </ScrollToButton>
                </IslandBoundary>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </BlockSection>
  );
}
