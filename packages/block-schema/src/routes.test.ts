import { describe, expect, it } from 'vitest';
import { APP_ROUTES, internalLinkPath, isAppRoute } from './routes';
import { DEFAULT_CONTENT_LINKS } from './constants';

describe('isAppRoute', () => {
  it("knows SPEC §2.1's routes, with parameters filled in and trailing slashes or queries", () => {
    for (const path of [
      '/',
      '/search',
      '/search?q=mint',
      '/faq',
      '/faq/result',
      '/storelocator',
      '/why-lumo',
      '/lumo-flavors',
      '/checkout/cart',
      '/customer/account/createPassword/',
      '/customer/account/order/000123',
      '/create-account',
      '/create-account/friend-42',
      '/dashboard/order-history/order/17/print',
      '/emailvalidation/validate/ok/oid/12/cid/34',
      '/trs/register/confirm/',
    ]) {
      expect(isAppRoute(path), path).toBe(true);
    }
  });

  it('counts the /what-is-vaping alias of SPEC §2.6 as existing', () => {
    expect(isAppRoute('/what-is-vaping')).toBe(true);
  });

  it('does not know catalogue paths or near misses', () => {
    for (const path of [
      '/devices',
      '/unknown-page',
      '/why-other-brand',
      '/dashboard/order/1/extra',
      '/checkout/cart/more',
      '/trs',
      '/customer',
    ]) {
      expect(isAppRoute(path), path).toBe(false);
    }
  });

  it('is a list of paths starting with /, without duplicates', () => {
    expect(new Set(APP_ROUTES).size).toBe(APP_ROUTES.length);
    for (const route of APP_ROUTES) expect(route).toMatch(/^\/([^/]+(\/[^/]+)*)?$/);
  });
});

describe('internalLinkPath', () => {
  it('gives the page path of a link inside the site', () => {
    expect(internalLinkPath('/devices')).toBe('/devices');
    expect(internalLinkPath(' /devices/?sort=price_asc#grid ')).toBe('/devices');
    expect(internalLinkPath('/a//b')).toBe('/a/b');
    for (const link of DEFAULT_CONTENT_LINKS) expect(internalLinkPath(link)).toBe(link);
  });

  it('ignores external URLs, anchors, mail and phone links and empty values', () => {
    for (const link of [
      'https://example.com/devices',
      'http://example.com',
      '//example.com/x',
      '/\\example.com',
      '#faq',
      'mailto:hi@lumo.test',
      'tel:+44123',
      '',
    ]) {
      expect(internalLinkPath(link), link).toBeNull();
    }
  });
});
