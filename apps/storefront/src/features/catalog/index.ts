/**
 * The catalogue's pages for the catch-all resolver: it looks a path up and hands a product or a
 * category id here. Both views are async server components; the metadata functions give title
 * and description (the resolver adds canonical and hreflang).
 */
export { CategoryView, categoryMetadata } from './category-view';
export { ProductView, productMetadata } from './product-view';
export type { CategoryViewProps, ProductViewProps } from './catalog-props';
export { SearchView, searchMetadata, searchHref } from './search-view';
