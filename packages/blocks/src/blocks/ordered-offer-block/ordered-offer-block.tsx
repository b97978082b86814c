import type { BlockProps, orderedOfferBlock } from '@lumo/block-schema';
import { BlockImage } from '../../shared/block-image';
import { BlockSection } from '../../shared/block-section';
import { Button } from '../../shared/button';
import { Markup } from '../../shared/markup';
import type { BlockComponentProps } from '../../types';
import './ordered-offer-block.css';

type OrderedOfferBlockProps = BlockProps<typeof orderedOfferBlock>;

/** "01", "02"… the visible step number (the <ol> gives screen readers the order). */
export function stepNumber(position: number): string {
  return String(position + 1).padStart(2, '0');
}

/** SPEC §3.1 Ordered offer block: numbered rows with image, headings, text and a button. */
export function OrderedOfferBlock({
  id,
  props,
  context,
}: BlockComponentProps<OrderedOfferBlockProps>) {
  return (
    <BlockSection type="OrderedOfferBlock" id={id} className="lb-offer">
      <div className="lb-inner">
        <ol className="lb-offer__list" style={{ rowGap: `${props.rowGap}px` }}>
          {props.items.map((item, position) => {
            const href = context.linkTo(item.buttonLink);
            return (
              <li key={position} className="lb-offer__row">
                <div className="lb-offer__media">
                  <span className="lb-offer__number" aria-hidden="true">
                    {stepNumber(position)}
                  </span>
                  <BlockImage
                    className="lb-offer__image"
                    image={item.image}
                    context={context}
                    fallbackSize={{ width: 800, height: 800 }}
                    sizes="(max-width: 991px) 100vw, 520px"
                  />
                </div>
                <div className="lb-offer__content">
                  {/* The block has no heading of its own, so each row's heading is a section heading. */}
                  <h2 className="lb-offer__heading">{item.heading}</h2>
                  {item.subHeading ? (
                    <p className="lb-offer__subheading">{item.subHeading}</p>
                  ) : null}
                  <Markup html={item.mainText} context={context} className="lb-offer__text" />
                  {item.buttonText && href ? (
                    <div className="lb-button-row">
                      <Button variant={item.buttonVariant} href={href}>
                        {item.buttonText}
                      </Button>
                    </div>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    </BlockSection>
  );
}
