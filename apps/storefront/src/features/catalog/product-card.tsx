import { ShopLink as Link } from '@/features/client-platform/shop-link';
import type { AddToCartText } from '../cart/add-to-cart';
import { AddToCart } from './deferred-catalog-islands';
import { addToCartActions } from '../cart/cart-text';
import { PriceTag, type PriceText } from './price-tag';
import type { ProductCardModel } from './product-model';

/** A card's fixed words in the page's language (listing-view.tsx cardTextOf). */
export interface CardText {
  inStock: string;
  outOfStock: string;
  price: PriceText;
  /** Add-to-cart words (features/cart cart-text.ts); absent where cards do not sell. */
  cart?: { add: AddToCartText; chooseOptions: string };
}

export function ProductCard({ card, text }: { card: ProductCardModel; text: CardText }) {
  const body = (
    <>
      <span className="ls-card-media">
        {card.image ? (
          <img src={card.image.url} alt={card.image.label} loading="lazy" decoding="async" />
        ) : (
          <span className="ls-card-placeholder" aria-hidden="true" />
        )}
      </span>
      <span className="ls-card-name">{card.name}</span>
    </>
  );
  return (
    <li className="ls-card" data-testid="catalog:product-card">
      {card.href ? (
        <Link href={card.href} className="ls-card-link">
          {body}
        </Link>
      ) : (
        <span className="ls-card-link">{body}</span>
      )}
      <PriceTag price={card.price} text={text.price} testId="catalog:card-price" />
      <p
        className={card.inStock ? 'ls-stock ls-stock-in' : 'ls-stock ls-stock-out'}
        data-testid="catalog:card-stock"
      >
        {card.inStock ? text.inStock : text.outOfStock}
      </p>
      {card.cart && text.cart ? (
        card.cart.kind === 'simple' ? (
          <AddToCart
            storeView={card.cart.storeView}
            actions={addToCartActions}
            sku={card.cart.sku}
            kind="simple"
            disabled={!card.inStock}
            text={text.cart.add}
            testId="catalog:card-add-to-cart"
          />
        ) : card.href ? (
          <Link className="ls-button" href={card.href} data-testid="catalog:card-choose">
            {text.cart.chooseOptions}
          </Link>
        ) : null
      ) : null}
    </li>
  );
}

export function ProductGrid({
  cards,
  label,
  text,
  testId = 'catalog:grid',
}: {
  cards: readonly ProductCardModel[];
  label: string;
  text: CardText;
  testId?: string;
}) {
  return (
    <ul className="ls-grid" aria-label={label} data-testid={testId}>
      {cards.map((card, index) => (
        <ProductCard key={card.id ?? `${card.name}-${index}`} card={card} text={text} />
      ))}
    </ul>
  );
}
