import Link from 'next/link';
import { PriceTag } from './price-tag';
import type { ProductCardModel } from './product-model';

export function ProductCard({ card }: { card: ProductCardModel }) {
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
      <PriceTag price={card.price} testId="catalog:card-price" />
      <p
        className={card.inStock ? 'ls-stock ls-stock-in' : 'ls-stock ls-stock-out'}
        data-testid="catalog:card-stock"
      >
        {card.inStock ? 'In stock' : 'Out of stock'}
      </p>
    </li>
  );
}

export function ProductGrid({
  cards,
  label,
  testId = 'catalog:grid',
}: {
  cards: readonly ProductCardModel[];
  label: string;
  testId?: string;
}) {
  return (
    <ul className="ls-grid" aria-label={label} data-testid={testId}>
      {cards.map((card, index) => (
        <ProductCard key={card.id ?? `${card.name}-${index}`} card={card} />
      ))}
    </ul>
  );
}
