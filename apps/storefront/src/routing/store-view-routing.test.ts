import { describe, expect, it } from 'vitest';
import { routeStorefrontPath } from './store-view-routing';

const route = (pathname: string, blockGalleryEnabled = false) =>
  routeStorefrontPath(pathname, { blockGalleryEnabled });

describe('routeStorefrontPath', () => {
  it('serves paths without a prefix from the uk store view', () => {
    expect(route('/')).toEqual({
      kind: 'store-page',
      storeView: 'uk',
      path: '/',
      internalPath: '/uk',
    });
    expect(route('/devices/compact')).toEqual({
      kind: 'store-page',
      storeView: 'uk',
      path: '/devices/compact',
      internalPath: '/uk/devices/compact',
    });
  });

  it.each([
    ['/gr', 'gr'],
    ['/ie', 'ie'],
    ['/eu', 'eu'],
    ['/ca', 'ca'],
    ['/ch', 'ch'],
    ['/us', 'us'],
  ] as const)('maps the prefix %s to the %s store view', (prefix, storeView) => {
    expect(route(prefix)).toEqual({
      kind: 'store-page',
      storeView,
      path: '/',
      internalPath: `/${storeView}`,
    });
    expect(route(`${prefix}/what-is-vaping`)).toEqual({
      kind: 'store-page',
      storeView,
      path: '/what-is-vaping',
      internalPath: `/${storeView}/what-is-vaping`,
    });
  });

  it('treats an unknown prefix as a path of uk', () => {
    expect(route('/fr/devices')).toMatchObject({ storeView: 'uk', path: '/fr/devices' });
    expect(route('/uk/devices')).toMatchObject({
      storeView: 'uk',
      path: '/uk/devices',
      internalPath: '/uk/uk/devices',
    });
    // A prefix must be a whole segment.
    expect(route('/greece')).toMatchObject({ storeView: 'uk', path: '/greece' });
  });

  it('collapses repeated slashes and drops a trailing slash', () => {
    expect(route('//gr//devices/')).toMatchObject({
      storeView: 'gr',
      path: '/devices',
      internalPath: '/gr/devices',
    });
  });

  it('sends the block gallery to its internal route only when enabled', () => {
    expect(route('/__blocks', true)).toEqual({
      kind: 'block-gallery',
      internalPath: '/block-gallery',
    });
    expect(route('/__blocks/frame', true)).toEqual({
      kind: 'block-gallery',
      internalPath: '/block-gallery/frame',
    });
    expect(route('/__blocks', false)).toMatchObject({ kind: 'store-page', path: '/__blocks' });
    expect(route('/gr/__blocks', true)).toMatchObject({ kind: 'store-page', storeView: 'gr' });
  });

  it('keeps a direct request for an internal route inside the uk store view', () => {
    expect(route('/block-gallery', true)).toMatchObject({
      kind: 'store-page',
      internalPath: '/uk/block-gallery',
    });
  });

  it('passes media through to the api', () => {
    expect(route('/media/hero.webp')).toEqual({ kind: 'media', upstreamPath: '/media/hero.webp' });
  });
});
