import type { BlockProps, notFoundProducts } from '@lumo/block-schema';
import { BlockImage } from '../../shared/block-image';
import { BlockSection } from '../../shared/block-section';
import type { BlockComponentProps } from '../../types';
import './not-found-products.css';

/** Cards in the list's first row on a phone (two columns): in view under the not-found header. */
const FIRST_ROW_ITEMS = 2;

type NotFoundProductsProps = BlockProps<typeof notFoundProducts>;

/**
 * SPEC §2.6 Not-found products: suggested products. Each card is one link (image and name) whose
 * tooltip (title attribute) is the product name, so a name cut short by the layout can be read.
 */
export function NotFoundProducts({
  id,
  props,
  context,
}: BlockComponentProps<NotFoundProductsProps>) {
  const items = props.items.filter((item) => context.linkTo(item.productLink));
  if (items.length === 0 && context.mode !== 'editor') return null;
  return (
    <BlockSection
      type="NotFoundProducts"
      id={id}
      className="lb-not-found-products"
      aria-label={context.text.suggestedProducts}
    >
      <div className="lb-inner">
        <ul className="lb-not-found-products__list">
          {items.map((item, position) => (
            <li key={position} className="lb-not-found-product">
              <a
                className="lb-not-found-product__link"
                href={context.linkTo(item.productLink)}
                title={item.productName}
              >
                <BlockImage
                  className="lb-not-found-product__image"
                  image={item.productImage}
                  context={context}
                  fallbackSize={{ width: 800, height: 800 }}
                  sizes="(max-width: 640px) 50vw, 280px"
                  aboveTheFold={context.index <= 1 && position < FIRST_ROW_ITEMS}
                />
                <span className="lb-not-found-product__name">{item.productName}</span>
              </a>
              {item.productDescription ? (
                <p className="lb-not-found-product__description">{item.productDescription}</p>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </BlockSection>
  );
}
