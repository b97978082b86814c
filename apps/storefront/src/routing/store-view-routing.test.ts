import { describe, expect, it } from 'vitest';
import { pagePathSchema } from '@lumo/block-schema';
import {
  NOT_FOUND_SEGMENT,
  CACHED_PAGE_SEGMENT,
  cachedPageInternalPath,
  decodePagePath,
  notFoundInternalPath,
  routeStorefrontPath,
  targetsInternalRoute,
} from './store-view-routing';

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
    expect(route(`${prefix}/what-is-vapor`)).toEqual({
      kind: 'store-page',
      storeView,
      path: '/what-is-vapor',
      internalPath: `/${storeView}/what-is-vapor`,
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

  it('redirects a route alias within its store view, however the path is spelt', () => {
    expect(route('/what-is-vaping')).toEqual({
      kind: 'redirect',
      location: '/what-is-vapor',
      status: 302,
    });
    expect(route('//gr//what-is-vaping/')).toEqual({
      kind: 'redirect',
      location: '/gr/what-is-vapor',
      status: 302,
    });
    expect(route('/us/what-is-vap%69ng')).toMatchObject({ location: '/us/what-is-vapor' });
    expect(route('/what-is-vaping/devices')).toMatchObject({ kind: 'store-page' });
  });

  it('passes media through to the api', () => {
    expect(route('/media/hero.webp')).toEqual({ kind: 'media', upstreamPath: '/media/hero.webp' });
  });

  it.each(['/%ff', '/%C0%AF', '/gr/%E0%A4%A', '/media/%ff.webp', '/ok/%zz', '/gr%'])(
    'refuses the malformed percent-encoding of %s (a 400, not a crash deeper down)',
    (pathname) => {
      expect(route(pathname)).toEqual({ kind: 'bad-request' });
    },
  );

  it('still routes valid escapes, including an encoded percent sign', () => {
    expect(route('/gr/caf%C3%A9')).toMatchObject({ kind: 'store-page', storeView: 'gr' });
    expect(route('/100%25-natural')).toMatchObject({ kind: 'store-page', path: '/100%25-natural' });
  });
});

describe('internal routes', () => {
  it('are named by segments outside the page path alphabet', () => {
    expect(pagePathSchema.safeParse(`/${NOT_FOUND_SEGMENT}`).success).toBe(false);
    expect(pagePathSchema.safeParse(`/${CACHED_PAGE_SEGMENT}/devices`).success).toBe(false);
    expect(notFoundInternalPath('gr')).toBe('/gr/~not-found');
    expect(cachedPageInternalPath('gr', '/')).toBe('/gr/~page');
    expect(cachedPageInternalPath('uk', '/e-liquids/peppermint')).toBe(
      '/uk/~page/e-liquids/peppermint',
    );
  });

  it('recognises shopper paths that would reach it, however spelt', () => {
    expect(targetsInternalRoute('/~not-found')).toBe(true);
    expect(targetsInternalRoute('/%7Enot-found/x')).toBe(true);
    expect(targetsInternalRoute('/%7enot-found')).toBe(true);
    expect(targetsInternalRoute('/not-found')).toBe(false);
    expect(targetsInternalRoute('/devices/~not-found')).toBe(false);
    expect(targetsInternalRoute('/%E0%A4%A')).toBe(false);
    expect(targetsInternalRoute('/~page/what-is-vapor')).toBe(true);
    expect(targetsInternalRoute('/%7Epage')).toBe(true);
  });
});

describe('decodePagePath', () => {
  it('decodes each segment as the catch-all param will, and refuses bad escapes', () => {
    expect(decodePagePath('/caf%C3%A9/%61bc')).toBe('/café/abc');
    expect(decodePagePath('/')).toBe('/');
    expect(decodePagePath('/%E0%A4%A')).toBeNull();
  });
});
