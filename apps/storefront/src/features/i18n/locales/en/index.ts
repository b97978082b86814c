import account from './account.json';
import ageVerification from './ageVerification.json';
import blocks from './blocks.json';
import cart from './cart.json';
import catalog from './catalog.json';
import checkout from './checkout.json';
import common from './common.json';
import content from './content.json';
import dashboard from './dashboard.json';
import errors from './errors.json';
import footer from './footer.json';
import orders from './orders.json';
import page from './page.json';
import platform from './platform.json';
import shell from './shell.json';
import storeLocator from './storeLocator.json';
import trs from './trs.json';

/**
 * This language's `translations` namespace: one JSON file per area (the top-level key), so
 * features own their strings. Add an area here when you add its file (one import and one entry
 * per line, sorted, so parallel additions merge cleanly).
 */
const resource = {
  account,
  ageVerification,
  blocks,
  cart,
  catalog,
  checkout,
  common,
  content,
  dashboard,
  errors,
  footer,
  orders,
  page,
  platform,
  shell,
  storeLocator,
  trs,
};

export default resource;
