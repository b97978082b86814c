import { Suspense } from 'react';
import type { StoreViewCode } from '@lumo/block-schema';
import { getTranslator, type Translate } from '@/features/i18n/server';
import { fetchProductLinks, getCatalogSettings } from '@/lib/api/catalog';
import { CatalogSkeleton } from './catalog-skeleton';
import { ProductGrid } from './product-card';
import { cardTextOf } from './listing-view';
import { toProductCard, type ProductCardModel } from './product-model';

/** A short list is all a product page needs; the api may link more. */
const MAX_LINKED_PRODUCTS = 8;

function cardsOf(
  products:
    | readonly (({ id?: number | null } & Parameters<typeof toProductCard>[0]) | null)[]
    | null
    | undefined,
  settings: Awaited<ReturnType<typeof getCatalogSettings>>,
): ProductCardModel[] {
  return (products ?? [])
    .filter((product): product is NonNullable<typeof product> => Boolean(product))
    .slice(0, MAX_LINKED_PRODUCTS)
    .map((product) => toProductCard(product, settings));
}

async function ProductLinkLists({
  storeView,
  productId,
}: {
  storeView: StoreViewCode;
  productId: number;
}) {
  const [settings, result, t] = await Promise.all([
    getCatalogSettings(storeView),
    fetchProductLinks({ storeView, productId }),
    getTranslator(storeView),
  ]);
  // Secondary content: when it cannot load, the product page simply goes without it.
  if (result.kind !== 'found') return null;
  const lists = [
    {
      key: 'upsell',
      heading: t('catalog.product.upsell'),
      cards: cardsOf(result.data.upsell_products, settings),
    },
    {
      key: 'related',
      heading: t('catalog.product.related'),
      cards: cardsOf(result.data.related_products, settings),
    },
  ].filter((list) => list.cards.length > 0);
  return (
    <>
      {lists.map((list) => (
        <section
          key={list.key}
          className="ls-product-links"
          aria-labelledby={`product-links-${list.key}`}
          data-testid={`product:${list.key}`}
        >
          <h2 id={`product-links-${list.key}`}>{list.heading}</h2>
          <ProductGrid
            cards={list.cards}
            label={list.heading}
            text={cardTextOf(t)}
            testId={`product:${list.key}-grid`}
          />
        </section>
      ))}
    </>
  );
}

/** Up-sell and related lists, streamed after the main content behind SPEC §2.4 skeletons. */
export function ProductLinks({
  t,
  ...props
}: {
  storeView: StoreViewCode;
  productId: number;
  t: Translate;
}) {
  return (
    <Suspense
      fallback={
        <div className="ls-product-links-loading">
          <CatalogSkeleton label={t('catalog.product.loadingUpsell')} />
          <CatalogSkeleton label={t('catalog.product.loadingRelated')} />
        </div>
      }
    >
      <ProductLinkLists {...props} />
    </Suspense>
  );
}
