'use client';

import { deferredIsland } from '../../client-platform/lazy-island';

/**
 * The header's islands with their behaviour loaded after the page (ADR 0052): the server renders
 * their markup (the search form's GET, the category links, the account and cart links work
 * without JavaScript), and their code arrives on the visitor's first interaction or when the
 * browser is idle, so it is not part of every page's first load.
 */
export const SearchBox = deferredIsland(() =>
  import('../search/search-box').then((module) => module.SearchBox),
);
export const CategoryMenu = deferredIsland(() =>
  import('./category-menu').then((module) => module.CategoryMenu),
);
export const MenuToggle = deferredIsland(() =>
  import('./category-menu').then((module) => module.MenuToggle),
);
export const AccountMenu = deferredIsland(() =>
  import('../../account/header/account-menu').then((module) => module.AccountMenu),
);
export const MiniCartButton = deferredIsland(() =>
  import('../../cart/mini-cart-button').then((module) => module.MiniCartButton),
);
export const DismissibleBanner = deferredIsland(() =>
  import('../banners/dismissible-banner').then((module) => module.DismissibleBanner),
);
