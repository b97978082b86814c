import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTranslator } from '@/features/i18n/server';
import type { StoreLocation } from '@/lib/api/store-locator';
import { formatDistance } from './location-list';
import { parseLocatorParams } from './locator-params';
import { LocatorView, type LocatorData } from './locator-view';
import { mapView, project, tileUrl } from './map-geometry';

// Rendered outside Next.js's app router (the island itself is covered by the e2e).
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined }) }));

function location(id: number, name: string, latitude: number, longitude: number): StoreLocation {
  return {
    id,
    name,
    street: `${id} High Street`,
    city: 'London',
    postcode: 'SW1A 1AA',
    countryCode: 'GB',
    latitude,
    longitude,
    phone: id === 1 ? '020 7946 0101' : null,
    openingHours: [{ day: 1, opens: '09:00', closes: '18:00' }],
    distance: id / 4,
  };
}

const LONDON_ITEMS = [
  location(1, 'Lumo Victoria Street', 51.4975, -0.1357),
  location(2, 'Lumo Soho', 51.5136, -0.1322),
  location(3, 'Lumo Camden', 51.5405, -0.1446),
];

const LONDON: LocatorData = {
  parsed: { kind: 'ok', search: { kind: 'postcode', postcode: 'SW1A 1AA' } },
  result: {
    kind: 'ok',
    value: {
      totalCount: 14,
      matchedArea: 'London SW1A',
      unit: 'MI',
      origin: { latitude: 51.501, longitude: -0.141 },
      items: LONDON_ITEMS,
    },
  },
};

async function render(data: LocatorData, kind: 'STORE' | 'RECYCLING' = 'STORE') {
  const t = await getTranslator('uk');
  return renderToStaticMarkup(<LocatorView storeView="uk" kind={kind} data={data} t={t} />);
}

afterEach(() => {
  delete process.env.MAP_TILE_URL;
  delete process.env.MAP_TILE_ATTRIBUTION;
});

describe('the locator URL', () => {
  it('reads a postcode, coordinates or nothing', () => {
    expect(parseLocatorParams({ postcode: '  sw1a   1aa ' })).toEqual({
      kind: 'ok',
      search: { kind: 'postcode', postcode: 'sw1a 1aa' },
    });
    expect(parseLocatorParams({ lat: '51.5', lng: '-0.12' })).toEqual({
      kind: 'ok',
      search: { kind: 'point', latitude: 51.5, longitude: -0.12 },
    });
    expect(parseLocatorParams({})).toEqual({ kind: 'ok', search: { kind: 'none' } });
  });

  it('refuses what no search can answer, without asking the api', () => {
    expect(parseLocatorParams({ postcode: 'SW1A 1AA 12345' }).kind).toBe('invalid');
    expect(parseLocatorParams({ postcode: '<b>' }).kind).toBe('invalid');
    expect(parseLocatorParams({ lat: '91', lng: '0' }).kind).toBe('invalid');
    expect(parseLocatorParams({ lat: '51.5' }).kind).toBe('invalid');
    expect(parseLocatorParams({ lat: '1e3', lng: '0' }).kind).toBe('invalid');
  });
});

describe('the map geometry', () => {
  it('puts every marker inside the box and covers the box with tiles', () => {
    const view = mapView(
      { latitude: 51.501, longitude: -0.141 },
      LONDON_ITEMS.map((item) => ({ at: item, value: item.id })),
    );
    expect(view.zoom).toBeGreaterThanOrEqual(12);
    for (const marker of [...view.markers, view.origin]) {
      expect(marker.left).toBeGreaterThan(0);
      expect(marker.left).toBeLessThan(100);
      expect(marker.top).toBeGreaterThan(0);
      expect(marker.top).toBeLessThan(100);
    }
    const covered = (left: number, top: number) =>
      view.tiles.some(
        (tile) =>
          tile.left <= left &&
          left <= tile.left + tile.width &&
          tile.top <= top &&
          top <= tile.top + tile.height,
      );
    const corners: [number, number][] = [
      [0, 0],
      [100, 0],
      [0, 100],
      [100, 100],
      [50, 50],
    ];
    for (const [left, top] of corners) {
      expect(covered(left, top), `corner ${left},${top}`).toBe(true);
    }
  });

  it('fits the nearest four and leaves out markers beyond the box', () => {
    const view = mapView({ latitude: 51.501, longitude: -0.141 }, [
      ...LONDON_ITEMS.map((item) => ({ at: item, value: item.name })),
      { at: { latitude: 51.5246, longitude: -0.0812 }, value: 'Shoreditch' },
      { at: { latitude: 55.8617, longitude: -4.2533 }, value: 'Glasgow' },
    ]);
    expect(view.zoom).toBeGreaterThanOrEqual(11);
    expect(view.markers.map((marker) => marker.value)).toEqual([
      'Lumo Victoria Street',
      'Lumo Soho',
      'Lumo Camden',
      'Shoreditch',
    ]);
  });

  it('zooms out to show far-apart points and wraps tile columns at the antimeridian', () => {
    const far = mapView({ latitude: 51.5, longitude: -0.12 }, [
      { at: { latitude: 55.86, longitude: -4.25 }, value: 'Glasgow' },
    ]);
    expect(far.zoom).toBeLessThan(8);
    const pacific = mapView({ latitude: 0, longitude: 179.9 }, [
      { at: { latitude: 0, longitude: 179.95 }, value: 'east' },
    ]);
    const count = 2 ** pacific.zoom;
    expect(pacific.tiles.every((tile) => tile.x >= 0 && tile.x < count)).toBe(true);
    expect(project({ latitude: 0, longitude: 0 }, 1)).toEqual({ x: 256, y: 256 });
  });

  it('fills the tile template', () => {
    expect(tileUrl('https://tile.example/{z}/{x}/{y}.png', { z: 12, x: 2046, y: 1362 })).toBe(
      'https://tile.example/12/2046/1362.png',
    );
  });
});

describe('the locator page', () => {
  it('lists the locations nearest first with their distance, and no tiles by default', async () => {
    const html = await render(LONDON);
    const names = [...html.matchAll(/data-testid="locator:name">([^<]+)</g)].map((m) => m[1]);
    expect(names).toEqual(['Lumo Victoria Street', 'Lumo Soho', 'Lumo Camden']);
    expect(html).toContain('Nearest to SW1A 1AA (London SW1A)');
    expect(html).toContain('0.3 mi away');
    expect(html).toContain('href="tel:02079460101"');
    expect(html).not.toContain('<img');
    expect(html).toContain('ls-locator-map-plain');
    expect(html).toContain('Map background not available');
    // Three numbered markers link to their list entries.
    expect(html.match(/data-testid="locator:marker"/g)).toHaveLength(3);
    expect(html).toContain('href="#location-2"');
    // After a search the window is folded away (no `open`).
    expect(html).toMatch(/<details class="ls-locator-search" data-testid/);
  });

  it('draws tiles from MAP_TILE_URL with the attribution', async () => {
    process.env.MAP_TILE_URL = 'https://tile.example/{z}/{x}/{y}.png';
    process.env.MAP_TILE_ATTRIBUTION = '© Example Maps';
    const html = await render(LONDON);
    const tiles = [...html.matchAll(/src="(https:\/\/tile\.example\/[^"]+)"/g)].map((m) => m[1]);
    expect(tiles.length).toBeGreaterThanOrEqual(4);
    expect(tiles.every((src) => /^https:\/\/tile\.example\/\d+\/\d+\/\d+\.png$/.test(src!))).toBe(
      true,
    );
    expect(html).toContain('© Example Maps');
  });

  it('ignores a tile template without its placeholders', async () => {
    process.env.MAP_TILE_URL = 'https://tile.example/tile.png';
    const html = await render(LONDON);
    expect(html).not.toContain('<img');
  });

  it('says what went wrong with a search, with the window open to fix it', async () => {
    const unknown = await render({
      parsed: { kind: 'ok', search: { kind: 'postcode', postcode: 'ZZ9 9ZZ' } },
      result: { kind: 'refused', field: 'search.postcode', message: 'unknown' },
    });
    expect(unknown).toContain('We could not find the postcode “ZZ9 9ZZ”');
    expect(unknown).toMatch(/<details class="ls-locator-search" open=""/);
    expect(unknown).toContain('value="ZZ9 9ZZ"');
    const down = await render(
      {
        parsed: { kind: 'ok', search: { kind: 'none' } },
        result: { kind: 'unavailable', message: 'x' },
      },
      'RECYCLING',
    );
    expect(down).toContain('Recycling drop-off points');
    expect(down).toContain('not available right now');
  });

  it('formats distances in the store view language and unit', () => {
    expect(formatDistance('en-GB', 2.5, 'MI')).toBe('2.5 mi');
    expect(formatDistance('el-GR', 2.5, 'KM')).toBe('2,5 χλμ.');
    expect(formatDistance('de-CH', 12, 'KM')).toBe('12 km');
  });
});
