export { SiteFooter } from './site-footer';
export { HideSiteFooter } from './hide-site-footer';
export { isSiteFooterHiddenOn } from './footer-visibility';
