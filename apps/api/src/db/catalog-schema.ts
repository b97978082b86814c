// Catalogue tables (categories, products, per-store-view values, variants, bundles, stock,
// images, links, search documents). Owned by src/features/catalog.
export {};
