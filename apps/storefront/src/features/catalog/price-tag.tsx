import type { PriceDisplay } from './price';

/** The price's words in the page's language (given by the server parent, ADR 0019). */
export interface PriceText {
  unavailable: string;
  from: string;
  regular: string;
}

/**
 * A price as the shopper reads it: the final price (a special price when one applies), "From"
 * when variants differ, and the regular price struck through only where the market allows it.
 */
export function PriceTag({
  price,
  text,
  testId = 'product:price',
}: {
  price: PriceDisplay | null;
  text: PriceText;
  testId?: string;
}) {
  if (!price) {
    return (
      <p className="ls-price" data-testid={testId}>
        {text.unavailable}
      </p>
    );
  }
  return (
    <p className="ls-price" data-testid={testId}>
      {price.isFrom ? <span className="ls-price-from">{`${text.from} `}</span> : null}
      <span className="ls-price-final">{price.final}</span>
      {price.wasPrice ? (
        <>
          {' '}
          <s className="ls-price-was" data-testid="product:was-price">
            <span className="ls-visually-hidden">{`${text.regular} `}</span>
            {price.wasPrice}
          </s>
        </>
      ) : null}
    </p>
  );
}
