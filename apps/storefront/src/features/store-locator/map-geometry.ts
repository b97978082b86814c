/**
 * Web Mercator ("slippy map") arithmetic for the server-drawn map: which tiles cover the view and
 * where each marker sits, as percentages of the map box so it scales with the page.
 */

export const TILE_SIZE = 256;
/** The map box in tile pixels (16:9); CSS scales it to the column. */
export const MAP_WIDTH = 768;
export const MAP_HEIGHT = 432;
const MIN_ZOOM = 3;
const MAX_ZOOM = 16;
/** Room around the outermost markers, in tile pixels. */
const PADDING = 48;

export interface LatLng {
  latitude: number;
  longitude: number;
}

export interface MapTile {
  key: string;
  z: number;
  x: number;
  y: number;
  /** Position and size in % of the map box. */
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface MapMarker<T> {
  value: T;
  left: number;
  top: number;
}

export interface MapView<T> {
  zoom: number;
  tiles: MapTile[];
  markers: MapMarker<T>[];
  origin: { left: number; top: number };
}

/** World pixel coordinates of a point at a zoom level. */
export function project(point: LatLng, zoom: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** zoom;
  const sin = Math.min(0.9999, Math.max(-0.9999, Math.sin((point.latitude * Math.PI) / 180)));
  return {
    x: ((point.longitude + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/** The closest zoom at which every point fits the box (with padding). */
export function fittingZoom(points: readonly LatLng[]): number {
  for (let zoom = MAX_ZOOM; zoom > MIN_ZOOM; zoom -= 1) {
    const projected = points.map((point) => project(point, zoom));
    const xs = projected.map((p) => p.x);
    const ys = projected.map((p) => p.y);
    const width = Math.max(...xs) - Math.min(...xs);
    const height = Math.max(...ys) - Math.min(...ys);
    if (width <= MAP_WIDTH - 2 * PADDING && height <= MAP_HEIGHT - 2 * PADDING) return zoom;
  }
  return MIN_ZOOM;
}

const percent = (value: number, of: number) => Math.round((value / of) * 100_000) / 1000;

/** How many of the nearest markers the view is fitted to; farther ones show if they fall inside. */
export const FITTED_MARKERS = 4;

/**
 * The view around the origin and its nearest markers (the list is nearest first; fitting all
 * twelve UK shops would pile London's four onto one spot): the zoom, the tiles that cover the box
 * (columns wrap around the antimeridian, rows outside the world are left out) and the position of
 * each marker that falls inside it.
 */
export function mapView<T>(
  origin: LatLng,
  markers: readonly { at: LatLng; value: T }[],
  fitted = FITTED_MARKERS,
): MapView<T> {
  const points = [origin, ...markers.slice(0, fitted).map((marker) => marker.at)];
  const zoom = fittingZoom(points);
  const projected = points.map((point) => project(point, zoom));
  const xs = projected.map((p) => p.x);
  const ys = projected.map((p) => p.y);
  const left = (Math.min(...xs) + Math.max(...xs)) / 2 - MAP_WIDTH / 2;
  const top = (Math.min(...ys) + Math.max(...ys)) / 2 - MAP_HEIGHT / 2;
  const count = 2 ** zoom;
  const tiles: MapTile[] = [];
  for (let ty = Math.floor(top / TILE_SIZE); ty * TILE_SIZE < top + MAP_HEIGHT; ty += 1) {
    if (ty < 0 || ty >= count) continue;
    for (let tx = Math.floor(left / TILE_SIZE); tx * TILE_SIZE < left + MAP_WIDTH; tx += 1) {
      const x = ((tx % count) + count) % count;
      tiles.push({
        key: `${zoom}/${tx}/${ty}`,
        z: zoom,
        x,
        y: ty,
        left: percent(tx * TILE_SIZE - left, MAP_WIDTH),
        top: percent(ty * TILE_SIZE - top, MAP_HEIGHT),
        width: percent(TILE_SIZE, MAP_WIDTH),
        height: percent(TILE_SIZE, MAP_HEIGHT),
      });
    }
  }
  const at = (p: { x: number; y: number }) => ({
    left: percent(p.x - left, MAP_WIDTH),
    top: percent(p.y - top, MAP_HEIGHT),
  });
  return {
    zoom,
    tiles,
    origin: at(projected[0]!),
    markers: markers
      .map((marker) => ({ value: marker.value, ...at(project(marker.at, zoom)) }))
      .filter(
        (marker) => marker.left >= 0 && marker.left <= 100 && marker.top >= 0 && marker.top <= 100,
      ),
  };
}

/** A tile's URL from the configured template. */
export function tileUrl(template: string, tile: Pick<MapTile, 'z' | 'x' | 'y'>): string {
  return template
    .replaceAll('{z}', String(tile.z))
    .replaceAll('{x}', String(tile.x))
    .replaceAll('{y}', String(tile.y));
}
