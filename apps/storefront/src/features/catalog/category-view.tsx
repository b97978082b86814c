import type { JSX } from 'react';
import type { Metadata } from 'next';
import { ShopLink as Link } from '@/features/client-platform/shop-link';
import { withStorePrefix } from '@lumo/block-schema';
import { siteUrl } from '@/config/env';
import { composePageTitle } from '@/features/builder-page/page-title';
import { getTranslator } from '@/features/i18n/server';
import '@/styles/catalog.css';
import type { CategoryData } from '@/lib/api/catalog';
import { sanitizeMarkup } from '@lumo/block-schema';
import { Breadcrumbs } from './breadcrumbs';
import type { CategoryViewProps } from './catalog-props';
import { CatalogUnavailable } from './catalog-unavailable';
import {
  CATEGORY_DEFAULT_SORT,
  CATEGORY_SORTS,
  categoryQueryKey,
  getCategoryPage,
} from './category-data';
import { breadcrumbJsonLd, itemListJsonLd, JsonLd } from './json-ld';
import { toListingModel } from './listing-model';
import { plainTextOf } from './plain-text';
import { ListingView } from './listing-view';
import { categoryHref } from './product-model';
import type { CatalogSettings } from '@/lib/api/catalog';

function trailOf(category: CategoryData, settings: CatalogSettings) {
  return (category.breadcrumbs ?? [])
    .filter((crumb): crumb is NonNullable<typeof crumb> => Boolean(crumb?.category_url_path))
    .sort((a, b) => (a.category_level ?? 0) - (b.category_level ?? 0))
    .flatMap((crumb) => {
      const href = categoryHref(
        settings.storeView,
        crumb.category_url_path,
        settings.categoryUrlSuffix,
      );
      return href && crumb.category_name ? [{ name: crumb.category_name, href }] : [];
    });
}

function childrenOf(category: CategoryData, settings: CatalogSettings) {
  return (category.children ?? [])
    .filter((child): child is NonNullable<typeof child> => Boolean(child?.name && child.url_path))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .flatMap((child) => {
      const href = categoryHref(settings.storeView, child.url_path, settings.categoryUrlSuffix);
      return href ? [{ name: child.name ?? '', href, count: child.product_count ?? null }] : [];
    });
}

/** A category page: breadcrumbs, title, description, child categories, the filtered listing. */
export async function CategoryView(props: CategoryViewProps): Promise<JSX.Element> {
  const query = categoryQueryKey(props.searchParams);
  const { state, settings, result } = await getCategoryPage(
    props.storeView,
    props.categoryId,
    query,
  );
  const basePath = withStorePrefix(props.storeView, props.path);
  const t = await getTranslator(props.storeView);
  if (result.kind !== 'found') {
    // The resolver found this category; `missing` here means the api and the lookup disagree
    // for a moment (a category just disabled): the same notice, never a blank page.
    return (
      <CatalogUnavailable
        storeView={props.storeView}
        href={`${basePath}${query}`}
        what="category"
        t={t}
      />
    );
  }
  const { category, products } = result.data;
  const name = category.name?.trim() || t('catalog.category.fallbackName');
  const listing = toListingModel(products, settings, state.page);
  const trail = trailOf(category, settings);
  const home = { name: t('catalog.home'), href: withStorePrefix(props.storeView, '/') };
  const children = childrenOf(category, settings);
  const origin = siteUrl();
  const descriptionHtml = category.description ? sanitizeMarkup(category.description) : '';
  return (
    <div className="ls-catalog" data-testid="catalog:category">
      <JsonLd data={breadcrumbJsonLd(origin, [...[home, ...trail], { name, href: basePath }])} />
      <JsonLd
        data={itemListJsonLd(origin, listing.cards, (listing.page - 1) * settings.pageSize + 1)}
      />
      <Breadcrumbs crumbs={[home, ...trail]} current={name} label={t('catalog.breadcrumb')} />
      <header className="ls-catalog-header">
        <h1>{name}</h1>
        {descriptionHtml ? (
          <div
            className="ls-catalog-description"
            data-testid="catalog:description"
            dangerouslySetInnerHTML={{ __html: descriptionHtml }}
          />
        ) : null}
      </header>
      {children.length ? (
        <nav
          className="ls-subcategories"
          aria-label={t('catalog.category.subcategories', { name })}
          data-testid="catalog:children"
        >
          <ul>
            {children.map((child) => (
              <li key={child.href}>
                <Link href={child.href}>{child.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ListingView
        t={t}
        listing={listing}
        state={state}
        basePath={basePath}
        defaultSort={CATEGORY_DEFAULT_SORT}
        sorts={CATEGORY_SORTS}
        label={t('catalog.category.products', { name })}
        empty={
          <>
            <h2>{t('catalog.category.emptyHeading')}</h2>
            <p>
              {children.length
                ? t('catalog.category.emptyWithChildren')
                : t('catalog.category.emptyWithoutChildren')}
            </p>
            <Link className="ls-button" href={home.href}>
              {t('catalog.category.goHome')}
            </Link>
          </>
        }
      />
    </div>
  );
}

/** Title and description of a category page (the resolver adds canonical and hreflang). */
export async function categoryMetadata(props: CategoryViewProps): Promise<Metadata> {
  const { state, result } = await getCategoryPage(
    props.storeView,
    props.categoryId,
    categoryQueryKey(props.searchParams),
  );
  if (result.kind !== 'found') return {};
  const t = await getTranslator(props.storeView);
  const { category } = result.data;
  const name = category.meta_title?.trim() || category.name?.trim() || '';
  const description =
    category.meta_description?.trim() || plainTextOf(category.description) || undefined;
  return {
    title: {
      absolute: composePageTitle(
        state.page > 1 ? t('catalog.category.pageTitle', { name, page: state.page }) : name,
      ),
    },
    description,
    // Filtered and sorted variants are the same content: crawlers follow their links but do
    // not index each combination.
    robots:
      Object.keys(state.filters).length || state.sort ? { index: false, follow: true } : undefined,
  };
}
