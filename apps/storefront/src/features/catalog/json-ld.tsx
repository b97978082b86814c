import type { BreadcrumbList, ItemList, Product, WithContext } from 'schema-dts';
import type { ProductCardModel, ProductModel, StockState, VariantModel } from './product-model';

type JsonLdDocument = WithContext<Product> | WithContext<BreadcrumbList> | WithContext<ItemList>;

/** A JSON-LD script; "<" is escaped so no value can close the script element. */
export function JsonLd({ data }: { data: JsonLdDocument }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}

function absolute(origin: string, href: string): string {
  return new URL(href, `${origin}/`).toString();
}

export function breadcrumbJsonLd(
  origin: string,
  crumbs: readonly { name: string; href: string }[],
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(origin, crumb.href),
    })),
  };
}

export function itemListJsonLd(
  origin: string,
  cards: readonly ProductCardModel[],
  firstPosition: number,
): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: cards.flatMap((card, index) =>
      card.href
        ? [
            {
              '@type': 'ListItem' as const,
              position: firstPosition + index,
              name: card.name,
              url: absolute(origin, card.href),
            },
          ]
        : [],
    ),
  };
}

function availability(stock: StockState) {
  return stock.kind === 'out-of-stock'
    ? ('https://schema.org/OutOfStock' as const)
    : stock.kind === 'low'
      ? ('https://schema.org/LimitedAvailability' as const)
      : ('https://schema.org/InStock' as const);
}

function offerOf(url: string, sku: string, price: VariantModel['price'], stock: StockState) {
  return {
    '@type': 'Offer' as const,
    url,
    sku,
    price: price ? price.finalAmount.value.toFixed(2) : undefined,
    priceCurrency: price?.finalAmount.currency,
    availability: availability(stock),
    itemCondition: 'https://schema.org/NewCondition' as const,
  };
}

/** Product with its offers: one per variant for a configurable product, else one. */
export function productJsonLd(
  origin: string,
  product: ProductModel,
  href: string,
): WithContext<Product> {
  const url = absolute(origin, href);
  const variants = product.variants;
  const prices = variants.flatMap((variant) =>
    variant.price ? [variant.price.finalAmount.value] : [],
  );
  const currency = product.price?.finalAmount.currency;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku || undefined,
    url,
    image: product.images.map((image) => absolute(origin, image.url)),
    description: product.metaDescription ?? undefined,
    offers:
      variants.length > 0 && prices.length > 0
        ? {
            '@type': 'AggregateOffer',
            priceCurrency: currency,
            lowPrice: Math.min(...prices).toFixed(2),
            highPrice: Math.max(...prices).toFixed(2),
            offerCount: variants.length,
            offers: variants.map((variant) =>
              offerOf(url, variant.sku, variant.price, variant.stock),
            ),
          }
        : offerOf(url, product.sku, product.price, product.stock),
  };
}
