export * from './constants';
export * from './store-views';
export * from './media';
export * from './sanitize';
export * from './fields';
export * from './define-block';
export * from './page';
export * from './registry';
export { heroBanner } from './blocks/hero-banner';
