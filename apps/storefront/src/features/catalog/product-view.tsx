import type { JSX } from 'react';
import type { Metadata } from 'next';
import { withStorePrefix } from '@lumo/block-schema';
import { siteUrl } from '@/config/env';
import { composePageTitle } from '@/features/builder-page/page-title';
import { getTranslator, languageOfStoreView, type Translate } from '@/features/i18n/server';
import { pluralTemplates } from '@/features/i18n/plural-templates';
import { getCatalogSettings, getProduct, type CatalogSettings } from '@/lib/api/catalog';
import '@/styles/catalog.css';
import { Breadcrumbs } from './breadcrumbs';
import type { ProductViewProps } from './catalog-props';
import { CatalogUnavailable } from './catalog-unavailable';
import { breadcrumbJsonLd, JsonLd, productJsonLd } from './json-ld';
import { ProductGallery } from './deferred-catalog-islands';
import { ProductLinks } from './product-links';
import { cardTextOf } from './listing-view';
import {
  PRODUCT_ATTRIBUTE_CODES,
  toProductModel,
  type ProductAttributeCode,
  type ProductModel,
} from './product-model';
import { addToCartActions, addToCartTextOf } from '../cart/cart-text';
import type { PurchaseText } from './product-purchase';
import { ProductPurchase } from './deferred-catalog-islands';
import { plainTextOf } from './plain-text';
import { selectVariant } from './variant-selection';

function NicotineWarning({ text, prominent }: { text: string; prominent: boolean }) {
  return (
    <p
      className={prominent ? 'ls-product-warning is-prominent' : 'ls-product-warning'}
      data-testid="product:nicotine-warning"
    >
      {text}
    </p>
  );
}

/** Every word of the purchase island in the page's language (ADR 0019). */
export function purchaseTextOf(t: Translate, settings: CatalogSettings): PurchaseText {
  const card = cardTextOf(t);
  return {
    price: card.price,
    stock: {
      locale: settings.locale,
      inStock: card.inStock,
      outOfStock: card.outOfStock,
      low: pluralTemplates(t, languageOfStoreView(settings.storeView), 'catalog.stock.low'),
    },
    choose: t('catalog.product.choose'),
    optionOutOfStock: t('catalog.product.optionOutOfStock'),
    optionNotAvailable: t('catalog.product.optionNotAvailable'),
    addToCart: t('catalog.product.addToCart'),
  };
}

function isAttributeCode(code: string): code is ProductAttributeCode {
  return (PRODUCT_ATTRIBUTE_CODES as readonly string[]).includes(code);
}

function ProductDetails({ product, t }: { product: ProductModel; t: Translate }) {
  return (
    <>
      {product.descriptionHtml ? (
        <section className="ls-product-section" aria-labelledby="product-description">
          <h2 id="product-description">{t('catalog.product.description')}</h2>
          <div
            className="ls-rich-text"
            data-testid="product:description"
            dangerouslySetInnerHTML={{ __html: product.descriptionHtml }}
          />
        </section>
      ) : null}
      {product.attributes.length ? (
        <section className="ls-product-section" aria-labelledby="product-attributes">
          <h2 id="product-attributes">{t('catalog.product.details')}</h2>
          <table className="ls-attributes" data-testid="product:attributes">
            <tbody>
              {product.attributes.map((attribute) => (
                <tr key={attribute.code}>
                  <th scope="row">{t(`catalog.attributes.${attribute.code}`)}</th>
                  <td>{attribute.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {product.bundleItems.length ? (
        <section className="ls-product-section" aria-labelledby="product-bundle">
          <h2 id="product-bundle">{t('catalog.product.inTheBox')}</h2>
          <ul className="ls-bundle" data-testid="product:bundle">
            {product.bundleItems.flatMap((item) =>
              item.options
                .filter((option) => option.isDefault || item.options.length === 1)
                .map((option) => (
                  <li key={`${item.title}-${option.label}`}>
                    {option.quantity > 1 ? `${option.quantity} × ` : ''}
                    {option.href ? <a href={option.href}>{option.label}</a> : option.label}
                    {item.title && item.title !== option.label ? (
                      <span className="ls-bundle-title"> ({item.title})</span>
                    ) : null}
                  </li>
                )),
            )}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function render(
  props: ProductViewProps,
  product: ProductModel,
  settings: CatalogSettings,
  t: Translate,
): JSX.Element {
  const basePath = withStorePrefix(props.storeView, props.path);
  const chosen = selectVariant(product.options, product.variants, props.searchParams ?? {});
  const home = { name: t('catalog.home'), href: withStorePrefix(props.storeView, '/') };
  // The api names its options in English; the ones the shop knows are named in the page's language.
  const options = product.options.map((option) =>
    isAttributeCode(option.code)
      ? { ...option, label: t(`catalog.attributes.${option.code}`) }
      : option,
  );
  const origin = siteUrl();
  // US federal rules: the warning sits prominently at the top of the product area; elsewhere
  // it stays beside the price.
  const warning = (
    <NicotineWarning text={settings.nicotineWarning} prominent={settings.federalVapingRules} />
  );
  return (
    <article className="ls-product" data-testid="catalog:product" data-product-id={product.id}>
      <JsonLd data={productJsonLd(origin, product, basePath)} />
      <JsonLd
        data={breadcrumbJsonLd(origin, [
          home,
          ...product.breadcrumbs,
          { name: product.name, href: basePath },
        ])}
      />
      <Breadcrumbs
        crumbs={[home, ...product.breadcrumbs]}
        current={product.name}
        label={t('catalog.breadcrumb')}
      />
      {settings.federalVapingRules ? warning : null}
      <div className="ls-product-main">
        <ProductGallery
          images={product.images}
          name={product.name}
          text={{
            imagePosition: t('catalog.gallery.imagePosition'),
            images: t('catalog.gallery.images'),
            showImage: t('catalog.gallery.showImage'),
          }}
        />
        <div className="ls-product-summary">
          <h1 data-testid="product:name">{product.name}</h1>
          {product.shortDescriptionHtml ? (
            <div
              className="ls-rich-text ls-product-short"
              data-testid="product:short-description"
              dangerouslySetInnerHTML={{ __html: product.shortDescriptionHtml }}
            />
          ) : null}
          <ProductPurchase
            basePath={basePath}
            price={product.price}
            stock={product.stock}
            options={options}
            variants={product.variants}
            initialSku={chosen?.sku ?? null}
            text={purchaseTextOf(t, settings)}
            cart={{
              storeView: props.storeView,
              productSku: product.sku,
              kind: product.kind,
              text: addToCartTextOf(t),
              actions: addToCartActions,
            }}
          />
          {settings.federalVapingRules ? null : warning}
        </div>
      </div>
      <ProductDetails product={product} t={t} />
      <ProductLinks storeView={props.storeView} productId={props.productId} t={t} />
    </article>
  );
}

/** A product page: gallery, price and options, stock, texts, attributes, bundle, linked lists. */
export async function ProductView(props: ProductViewProps): Promise<JSX.Element> {
  const [settings, result] = await Promise.all([
    getCatalogSettings(props.storeView),
    getProduct(props.storeView, props.productId),
  ]);
  const t = await getTranslator(props.storeView);
  if (result.kind !== 'found') {
    return (
      <CatalogUnavailable
        storeView={props.storeView}
        href={withStorePrefix(props.storeView, props.path)}
        what="product"
        t={t}
      />
    );
  }
  return render(
    props,
    toProductModel(result.data, props.productId, props.path, settings),
    settings,
    t,
  );
}

/** Title and description of a product page (the resolver adds canonical and hreflang). */
export async function productMetadata(props: ProductViewProps): Promise<Metadata> {
  const result = await getProduct(props.storeView, props.productId);
  if (result.kind !== 'found') return {};
  const product = result.data;
  const title = product.meta_title?.trim() || product.name?.trim() || '';
  const description =
    product.meta_description?.trim() || plainTextOf(product.short_description?.html) || undefined;
  const image = product.image?.url ?? product.small_image?.url;
  return {
    title: { absolute: composePageTitle(title) },
    description,
    openGraph: image ? { images: [{ url: image }] } : undefined,
  };
}
