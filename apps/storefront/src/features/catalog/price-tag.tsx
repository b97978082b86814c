import type { PriceDisplay } from './price';

/**
 * A price as the shopper reads it: the final price (a special price when one applies), "From"
 * when variants differ, and the regular price struck through only where the market allows it.
 */
export function PriceTag({
  price,
  testId = 'product:price',
}: {
  price: PriceDisplay | null;
  testId?: string;
}) {
  if (!price) {
    return (
      <p className="ls-price" data-testid={testId}>
        Price unavailable
      </p>
    );
  }
  return (
    <p className="ls-price" data-testid={testId}>
      {price.isFrom ? <span className="ls-price-from">From </span> : null}
      <span className="ls-price-final">{price.final}</span>
      {price.wasPrice ? (
        <>
          {' '}
          <s className="ls-price-was" data-testid="product:was-price">
            <span className="ls-visually-hidden">Regular price </span>
            {price.wasPrice}
          </s>
        </>
      ) : null}
    </p>
  );
}
