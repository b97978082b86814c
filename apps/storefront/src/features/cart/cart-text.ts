import type { StoreViewCode } from '@lumo/block-schema';
import type { PluralTemplates } from '@/features/i18n/fill-template';
import { pluralTemplates } from '@/features/i18n/plural-templates';
import { languageOfStoreView, type Translate } from '@/features/i18n/server';
import { addToCartAction, addToCartFormAction } from './actions';
import type { AddToCartActions, AddToCartText } from './add-to-cart';

/** The add-to-cart server actions, for server components to hand to the client form. */
export const addToCartActions: AddToCartActions = {
  add: addToCartAction,
  formAction: addToCartFormAction,
};

/** The cart's words in the page's language (locales/<lang>/cart.json). Server only. */

export function addToCartTextOf(t: Translate): AddToCartText {
  return {
    add: t('cart.add.button'),
    adding: t('cart.add.adding'),
    quantity: t('cart.add.quantity'),
  };
}

export function cartCardTextOf(t: Translate): { add: AddToCartText; chooseOptions: string } {
  return { add: addToCartTextOf(t), chooseOptions: t('cart.add.chooseOptions') };
}

/** Everything the mini cart and its overlay show (kept small: it travels with every page). */
export interface MiniCartText {
  /** "Basket, {{count}} items" per plural form (filled in the browser). */
  label: PluralTemplates;
  title: string;
  close: string;
  empty: string;
  loading: string;
  quantity: string;
  remove: string;
  subtotal: string;
  viewBasket: string;
  checkout: string;
  freeShippingRemaining: string;
  freeShippingReached: string;
}

export function miniCartTextOf(t: Translate, storeView: StoreViewCode): MiniCartText {
  return {
    label: pluralTemplates(t, languageOfStoreView(storeView), 'shell.header.miniCartCount'),
    title: t('cart.mini.title'),
    close: t('cart.mini.close'),
    empty: t('cart.empty.title'),
    loading: t('cart.mini.loading'),
    quantity: t('cart.line.quantity'),
    remove: t('cart.line.remove'),
    subtotal: t('cart.totals.subtotal'),
    viewBasket: t('cart.mini.viewBasket'),
    checkout: t('cart.mini.checkout'),
    freeShippingRemaining: t('cart.freeShipping.remaining'),
    freeShippingReached: t('cart.freeShipping.reached'),
  };
}
