/**
 * The companies map's geometry, free of React and the DOM: Web Mercator "world pixels" (the world is a 256 px
 * square at zoom 0 and twice as wide at each zoom level, as raster map tiles are), the view (a centre and a
 * zoom), fitting a country's viewport, and clustering markers per zoom level.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

/** A country's box as GET /api/companies/countryCoords answers it (southwest lng > northeast lng across 180). */
export interface Viewport {
  southwest: LatLng;
  northeast: LatLng;
}

/** What the map shows: its centre and a zoom level (fractional; the world is 256 * 2^zoom px wide). */
export interface MapView {
  center: LatLng;
  zoom: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The side of the world at zoom 0, in px. */
export const WORLD_SIZE = 256;
/** The spec's default view: centre lat 20, lng 20, zoom 2. */
export const DEFAULT_VIEW: MapView = { center: { lat: 20, lng: 20 }, zoom: 2 };
export const MIN_ZOOM = 1;
/** Deep enough for a city district; the shipped 1:50m atlas has no more detail than that. */
export const MAX_ZOOM = 12;
/** Fitting a country zooms no deeper than this (Singapore, Hong Kong, a state missing from the atlas). */
const MAX_FIT_ZOOM = 9;
/** Web Mercator stops at about 85.05 degrees. */
const MAX_LAT = 85.0511287798;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A point's world pixel at zoom 0 (x east from lng -180, y south from lat 85.05). */
export function toWorld({ lat, lng }: LatLng): [x: number, y: number] {
  const sin = Math.sin((clamp(lat, -MAX_LAT, MAX_LAT) * Math.PI) / 180);
  const x = ((lng + 180) / 360) * WORLD_SIZE;
  const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * WORLD_SIZE;
  return [x, y];
}

/** The point of a world pixel at zoom 0 (inverse of toWorld). */
export function fromWorld(x: number, y: number): LatLng {
  const lng = (x / WORLD_SIZE) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / WORLD_SIZE;
  const lat = (180 / Math.PI) * Math.atan(Math.sinh(n));
  // Past the east edge (a box across the antimeridian) continues from the west.
  return { lat, lng: lng > 180 ? lng - 360 : lng < -180 ? lng + 360 : lng };
}

/** A view kept on the map: zoom within bounds, centre on the world (no panning off into the void). */
export function clampView({ center, zoom }: MapView): MapView {
  return {
    center: { lat: clamp(center.lat, -MAX_LAT, MAX_LAT), lng: clamp(center.lng, -180, 180) },
    zoom: clamp(zoom, MIN_ZOOM, MAX_ZOOM),
  };
}

/** How world pixels land on the screen for a view: screen = world * scale + translate. */
export interface ScreenTransform {
  scale: number;
  x: number;
  y: number;
}

export function screenTransform(view: MapView, size: Size): ScreenTransform {
  const scale = 2 ** view.zoom;
  const [cx, cy] = toWorld(view.center);
  return { scale, x: size.width / 2 - cx * scale, y: size.height / 2 - cy * scale };
}

/** The point of a world pixel kept on the world (the map does not repeat east or west). */
const onWorld = (x: number, y: number): LatLng => fromWorld(clamp(x, 0, WORLD_SIZE), clamp(y, 0, WORLD_SIZE));

/** The view after dragging by (dx, dy) screen px. */
export function panBy(view: MapView, dx: number, dy: number): MapView {
  const scale = 2 ** view.zoom;
  const [cx, cy] = toWorld(view.center);
  return clampView({ center: onWorld(cx - dx / scale, cy - dy / scale), zoom: view.zoom });
}

/** The view after zooming by `delta` levels while the point under screen px `anchor` stays put. */
export function zoomAround(view: MapView, delta: number, anchor: [number, number], size: Size): MapView {
  const zoom = clamp(view.zoom + delta, MIN_ZOOM, MAX_ZOOM);
  const before = screenTransform(view, size);
  const worldX = (anchor[0] - before.x) / before.scale;
  const worldY = (anchor[1] - before.y) / before.scale;
  const scale = 2 ** zoom;
  // The new centre puts (worldX, worldY) back under the anchor.
  const centerX = worldX + (size.width / 2 - anchor[0]) / scale;
  const centerY = worldY + (size.height / 2 - anchor[1]) / scale;
  return clampView({ center: onWorld(centerX, centerY), zoom });
}

/**
 * The view that shows a country's viewport whole with a margin: its centre, and the deepest zoom at which it
 * fits (at most MAX_FIT_ZOOM). A viewport across the antimeridian is measured eastwards from its west edge.
 */
export function fitViewport({ southwest, northeast }: Viewport, size: Size, margin = 0.1): MapView {
  const [west, south] = toWorld(southwest);
  const [eastRaw, north] = toWorld(northeast);
  const east = eastRaw < west ? eastRaw + WORLD_SIZE : eastRaw;
  const width = Math.max(east - west, 1e-6);
  const height = Math.max(south - north, 1e-6);
  const usable = 1 - 2 * margin;
  const zoom = Math.log2(Math.min((size.width * usable) / width, (size.height * usable) / height));
  const center = fromWorld((west + east) / 2, (north + south) / 2);
  return clampView({ center, zoom: Math.min(zoom, MAX_FIT_ZOOM) });
}

/** A company to draw, with its world pixel. */
export interface PlacedMarker {
  id: number;
  name: string;
  approximate: boolean;
  x: number;
  y: number;
}

/** One circle on the map: a company, or several close together at this zoom level. */
export interface MarkerCluster {
  /** Stable per zoom level: the grid cell, or the company id for a single company. */
  key: string;
  x: number;
  y: number;
  members: PlacedMarker[];
  /** Whether its members stand on one point (zooming in would never part them). */
  samePoint: boolean;
}

/** Screen px of a cluster cell: markers closer than about this merge into one circle. */
export const CLUSTER_CELL_PX = 40;

/**
 * Groups markers on a grid of CLUSTER_CELL_PX screen cells at an integer zoom level: each cluster sits at its
 * members' mean point. Linear in the number of markers, so a few thousand cost about a millisecond.
 */
export function clusterMarkers(markers: readonly PlacedMarker[], zoomLevel: number): MarkerCluster[] {
  const cell = CLUSTER_CELL_PX / 2 ** zoomLevel;
  const cells = new Map<string, PlacedMarker[]>();
  for (const marker of markers) {
    const key = `${Math.floor(marker.x / cell)}:${Math.floor(marker.y / cell)}`;
    const members = cells.get(key);
    if (members) members.push(marker);
    else cells.set(key, [marker]);
  }
  return [...cells].map(([key, members]) => {
    const first = members[0]!;
    let sumX = 0;
    let sumY = 0;
    let samePoint = true;
    for (const member of members) {
      sumX += member.x;
      sumY += member.y;
      if (member.x !== first.x || member.y !== first.y) samePoint = false;
    }
    return {
      key: members.length === 1 ? `company-${first.id}` : `cell-${zoomLevel}-${key}`,
      x: sumX / members.length,
      y: sumY / members.length,
      members,
      samePoint,
    };
  });
}

/** Raster tiles covering the screen for a view: zoom level, column (wrapped), row, and place in world px. */
export interface TilePlacement {
  z: number;
  x: number;
  y: number;
  worldX: number;
  worldY: number;
  worldSize: number;
}

/** The tiles of a MAP_TILE_URL template that cover the screen (at most a few dozen). */
export function visibleTiles(view: MapView, size: Size): TilePlacement[] {
  const z = clamp(Math.round(view.zoom), 0, 19);
  const count = 2 ** z;
  const worldSize = WORLD_SIZE / count;
  const { scale, x, y } = screenTransform(view, size);
  const first = (offset: number) => Math.floor(-offset / scale / worldSize);
  const last = (offset: number, extent: number) => Math.floor((extent - offset) / scale / worldSize);
  const tiles: TilePlacement[] = [];
  for (let row = Math.max(0, first(y)); row <= Math.min(count - 1, last(y, size.height)); row++) {
    for (let column = Math.max(0, first(x)); column <= Math.min(count - 1, last(x, size.width)); column++) {
      tiles.push({ z, x: column, y: row, worldX: column * worldSize, worldY: row * worldSize, worldSize });
    }
  }
  return tiles;
}

/** A tile's address from a template with {z}, {x} and {y}. */
export function tileAddress(template: string, tile: Pick<TilePlacement, 'z' | 'x' | 'y'>): string {
  return template
    .replaceAll('{z}', String(tile.z))
    .replaceAll('{x}', String(tile.x))
    .replaceAll('{y}', String(tile.y));
}
