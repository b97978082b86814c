export { PageToolbarExtras, type PageToolbarExtrasProps } from './PageToolbarExtras';
