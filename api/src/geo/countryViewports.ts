import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoArea, geoBounds } from 'd3-geo';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import isoCountries from 'i18n-iso-countries';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** A point on the map in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * The box a map shows for a country, as the spec names it (southwest and northeast corners). A box that crosses
 * the antimeridian (Russia, Fiji) has a southwest lng greater than its northeast lng.
 */
export interface Viewport {
  southwest: LatLng;
  northeast: LatLng;
}

/**
 * Parts of a country kept in its box: at least this share of its largest landmass, so that small islands do
 * not stretch the box (the Aleutians, Bonaire, the Azores)...
 */
const MIN_AREA_SHARE = 0.1;
/**
 * ...and at most this many degrees from the largest landmass, so that overseas territories (French Guiana for
 * France) do not either. Alaska (5 degrees from the other states) and Svalbard (6 from Norway) stay in.
 */
const MAX_GAP_DEGREES = 15;

/** Half the side of the box around a country's point when the atlas has no shape for it (tiny states). */
const FALLBACK_HALF_SPAN_DEGREES = 0.5;

type Box = [west: number, south: number, east: number, north: number];

interface Part {
  polygon: Polygon;
  area: number;
  box: Box;
}

function boxOf(geometry: Polygon | MultiPolygon): Box {
  const [[west, south], [east, north]] = geoBounds(geometry);
  return [west, south, east, north];
}

/** Degrees between two boxes (0 when they touch or overlap), longitudes compared around the globe. */
function gapBetween(a: Box, b: Box): number {
  const latGap = Math.max(0, b[1] - a[3], a[1] - b[3]);
  const aEast = a[2] < a[0] ? a[2] + 360 : a[2];
  const bEast = b[2] < b[0] ? b[2] + 360 : b[2];
  const lngGap = Math.min(
    ...[-360, 0, 360].map((shift) => Math.max(0, b[0] + shift - aEast, a[0] - (bEast + shift))),
  );
  return Math.max(latGap, lngGap);
}

const round = (degrees: number) => Math.round(degrees * 1e4) / 1e4;

/** The box of a country's parts: its largest landmass and the large parts near it (see the constants). */
function viewportOfParts(parts: Part[]): Viewport {
  const [main, ...others] = [...parts].sort((a, b) => b.area - a.area);
  const kept = [main!];
  for (const part of others) {
    if (part.area >= main!.area * MIN_AREA_SHARE && gapBetween(main!.box, part.box) <= MAX_GAP_DEGREES) {
      kept.push(part);
    }
  }
  const [west, south, east, north] =
    kept.length === 1
      ? main!.box
      : boxOf({ type: 'MultiPolygon', coordinates: kept.map((part) => part.polygon.coordinates) });
  return {
    southwest: { lat: round(south), lng: round(west) },
    northeast: { lat: round(north), lng: round(east) },
  };
}

function polygonsOf(geometry: Polygon | MultiPolygon | null): Position[][][] {
  if (!geometry) return [];
  return geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
}

/**
 * The viewport of every country of a world-atlas TopoJSON (its `countries` object), by ISO 3166-1 alpha-2 code.
 * The atlas names countries by numeric ISO code (several shapes may share one, e.g. Australia and the Ashmore
 * and Cartier Islands); shapes without a code (Kosovo, Somaliland, Northern Cyprus) are left out.
 */
export function computeCountryViewports(topology: Topology): Map<string, Viewport> {
  const collection = feature(topology, topology.objects.countries as GeometryCollection);
  const partsByCode = new Map<string, Part[]>();
  for (const shape of collection.features) {
    const code = shape.id === undefined ? undefined : isoCountries.numericToAlpha2(String(shape.id));
    if (!code) continue;
    const parts = partsByCode.get(code) ?? [];
    for (const coordinates of polygonsOf(shape.geometry as Polygon | MultiPolygon | null)) {
      const polygon: Polygon = { type: 'Polygon', coordinates };
      parts.push({ polygon, area: geoArea(polygon), box: boxOf(polygon) });
    }
    partsByCode.set(code, parts);
  }
  const viewports = new Map<string, Viewport>();
  for (const [code, parts] of partsByCode) {
    if (parts.length > 0) viewports.set(code, viewportOfParts(parts));
  }
  return viewports;
}

/** A square box (in degrees) around a point, for countries the atlas has no shape of. */
export function viewportAround(point: LatLng, halfSpan = FALLBACK_HALF_SPAN_DEGREES): Viewport {
  // Web maps end at about 85 degrees (Mercator): keep the whole box inside.
  const lat = Math.max(-85 + halfSpan, Math.min(85 - halfSpan, point.lat));
  const wrapLng = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
  return {
    southwest: { lat: round(lat - halfSpan), lng: round(wrapLng(point.lng - halfSpan)) },
    northeast: { lat: round(lat + halfSpan), lng: round(wrapLng(point.lng + halfSpan)) },
  };
}

let atlasViewports: Map<string, Viewport> | undefined;

/**
 * The viewports of the countries of world-atlas's 1:50m map (the one that still has Singapore, Malta and
 * Bahrain), computed once per process (about half a second: warmUpCountryViewports runs it at start-up).
 */
export function countryViewports(): ReadonlyMap<string, Viewport> {
  if (!atlasViewports) {
    const file = createRequire(import.meta.url).resolve('world-atlas/countries-50m.json');
    atlasViewports = computeCountryViewports(JSON.parse(readFileSync(file, 'utf8')) as Topology);
  }
  return atlasViewports;
}

/** Computes the viewports soon after start-up, off the path of the first request that needs them. */
export function warmUpCountryViewports(): void {
  setTimeout(() => countryViewports(), 0).unref();
}

/** A country's viewport: its atlas shape's box, else a box around its point (the `country` table's lat/lng). */
export function countryViewport(code: string, point: LatLng): Viewport {
  return countryViewports().get(code) ?? viewportAround(point);
}
