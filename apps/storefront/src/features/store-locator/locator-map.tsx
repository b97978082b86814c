import type { MapTileConfig } from '@/config/env';
import type { Translate } from '@/features/i18n/server';
import type { StoreLocation } from '@/lib/api/store-locator';
import { mapView, tileUrl } from './map-geometry';

/**
 * The map, drawn on the server (ADR 0028): positioned tile images from the configured tile server
 * and numbered markers linking to the list entries. No map library ships to the browser. Without
 * a tile server the same markers sit on a neutral background, so their layout still reads.
 */
export function LocatorMap({
  origin,
  locations,
  tiles,
  t,
}: {
  origin: { latitude: number; longitude: number };
  locations: readonly StoreLocation[];
  tiles: MapTileConfig | null;
  t: Translate;
}) {
  const view = mapView(
    origin,
    locations.map((location, index) => ({
      at: location,
      value: { location, number: index + 1 },
    })),
  );
  return (
    <figure className="ls-locator-map-figure">
      <div
        className={tiles ? 'ls-locator-map' : 'ls-locator-map ls-locator-map-plain'}
        role="group"
        aria-label={t('storeLocator.mapLabel')}
        data-testid="locator:map"
        data-zoom={view.zoom}
      >
        {tiles
          ? view.tiles.map((tile) => (
              // Plain <img>: tiles come from an outside server next/image must not proxy.
              <img
                key={tile.key}
                className="ls-locator-tile"
                src={tileUrl(tiles.urlTemplate, tile)}
                alt=""
                width={256}
                height={256}
                loading="lazy"
                decoding="async"
                draggable={false}
                referrerPolicy="no-referrer"
                style={{
                  left: `${tile.left}%`,
                  top: `${tile.top}%`,
                  width: `${tile.width}%`,
                  height: `${tile.height}%`,
                }}
                data-testid="locator:tile"
              />
            ))
          : null}
        <span
          className="ls-locator-origin"
          style={{ left: `${view.origin.left}%`, top: `${view.origin.top}%` }}
          role="img"
          aria-label={t('storeLocator.mapOrigin')}
        />
        {view.markers.map(({ value: { location, number }, left, top }) => (
          <a
            key={location.id}
            className="ls-locator-marker"
            href={`#location-${location.id}`}
            style={{ left: `${left}%`, top: `${top}%` }}
            aria-label={t('storeLocator.marker', { number, name: location.name })}
            data-testid="locator:marker"
          >
            {number}
          </a>
        ))}
      </div>
      {tiles?.attribution ? (
        <figcaption className="ls-locator-attribution">{tiles.attribution}</figcaption>
      ) : !tiles ? (
        <figcaption className="ls-locator-attribution">{t('storeLocator.mapNoTiles')}</figcaption>
      ) : null}
    </figure>
  );
}
