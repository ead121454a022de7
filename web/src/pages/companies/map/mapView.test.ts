import { describe, expect, it } from 'vitest';
import {
  clusterMarkers,
  DEFAULT_VIEW,
  fitViewport,
  fromWorld,
  panBy,
  screenTransform,
  tileAddress,
  toWorld,
  visibleTiles,
  zoomAround,
  type LatLng,
  type MapView,
  type PlacedMarker,
  type Size,
} from './mapView.ts';

const SIZE: Size = { width: 1000, height: 500 };

/** Where a point lands on the screen for a view. */
function screenOf(point: LatLng, view: MapView): [number, number] {
  const [x, y] = toWorld(point);
  const { scale, x: tx, y: ty } = screenTransform(view, SIZE);
  return [x * scale + tx, y * scale + ty];
}

const onScreen = ([x, y]: [number, number]) => x >= 0 && x <= SIZE.width && y >= 0 && y <= SIZE.height;

const NETHERLANDS = { southwest: { lat: 50.751, lng: 3.4506 }, northeast: { lat: 53.4418, lng: 7.1983 } };
const AMSTERDAM = { lat: 52.37, lng: 4.9 };
const BERLIN = { lat: 52.52, lng: 13.4 };

describe('the map projection', () => {
  it('is the Web Mercator of raster tiles: lng 0 / lat 0 in the middle of a 256 px world', () => {
    expect(toWorld({ lat: 0, lng: 0 })).toEqual([128, 128]);
    const [x, y] = toWorld(AMSTERDAM);
    const back = fromWorld(x, y);
    expect(back.lat).toBeCloseTo(AMSTERDAM.lat, 6);
    expect(back.lng).toBeCloseTo(AMSTERDAM.lng, 6);
  });

  it('puts the view centre in the middle of the screen', () => {
    expect(screenOf(DEFAULT_VIEW.center, DEFAULT_VIEW)).toEqual([500, 250]);
  });

  it('keeps the point under the cursor while zooming, and the map on the world while panning', () => {
    const anchor: [number, number] = [700, 120];
    const { scale, x, y } = screenTransform(DEFAULT_VIEW, SIZE);
    const under = fromWorld((anchor[0] - x) / scale, (anchor[1] - y) / scale);
    const zoomed = zoomAround(DEFAULT_VIEW, 1.5, anchor, SIZE);
    expect(zoomed.zoom).toBe(3.5);
    const [ax, ay] = screenOf(under, zoomed);
    expect(ax).toBeCloseTo(700, 6);
    expect(ay).toBeCloseTo(120, 6);
    expect(zoomAround(DEFAULT_VIEW, -10, anchor, SIZE).zoom).toBe(1);
    expect(panBy(DEFAULT_VIEW, -1e6, 0).center.lng).toBe(180);
  });
});

describe('fitViewport', () => {
  it("zooms to the Netherlands' viewport: Amsterdam on screen, Berlin not", () => {
    const view = fitViewport(NETHERLANDS, SIZE);
    expect(view.zoom).toBeGreaterThan(6);
    expect(onScreen(screenOf(AMSTERDAM, view))).toBe(true);
    expect(onScreen(screenOf(BERLIN, view))).toBe(false);
  });

  it('measures a viewport across the antimeridian eastwards (Russia)', () => {
    const russia = { southwest: { lat: 41.2, lng: 27.35 }, northeast: { lat: 77.73, lng: -169.73 } };
    const view = fitViewport(russia, SIZE);
    expect(view.center.lng).toBeGreaterThan(90);
    expect(view.center.lng).toBeLessThan(115);
    expect(onScreen(screenOf({ lat: 55.76, lng: 37.62 }, view))).toBe(true);
  });

  it('stops short of street level for a tiny state', () => {
    const singapore = { southwest: { lat: 1.2662, lng: 103.6504 }, northeast: { lat: 1.4467, lng: 103.996 } };
    expect(fitViewport(singapore, SIZE).zoom).toBe(9);
  });
});

describe('clusterMarkers', () => {
  const marker = (id: number, point: LatLng, approximate = false): PlacedMarker => {
    const [x, y] = toWorld(point);
    return { id, name: `Company ${id}`, approximate, x, y };
  };
  const markers = [
    marker(1, AMSTERDAM),
    marker(2, { lat: 52.09, lng: 5.12 }), // Utrecht
    marker(3, BERLIN),
    marker(4, { lat: 52.13, lng: 5.29 }, true),
    marker(5, { lat: 52.13, lng: 5.29 }, true),
  ];

  it('merges close companies at a world view and parts them when zoomed in', () => {
    const world = clusterMarkers(markers, 2);
    expect(world.reduce((sum, cluster) => sum + cluster.members.length, 0)).toBe(5);
    expect(world.length).toBeLessThan(3);
    const close = clusterMarkers(markers, 10);
    expect(close.map((cluster) => cluster.members.length).sort()).toEqual([1, 1, 1, 2]);
    // Two companies on their country's point never part: the map lists them instead.
    expect(close.find((cluster) => cluster.members.length === 2)?.samePoint).toBe(true);
  });

  it('keeps thousands of markers to a handful of circles at the world view', () => {
    const many = Array.from({ length: 5000 }, (_, index) =>
      marker(index, { lat: 35 + (index % 50) / 5, lng: -10 + Math.floor(index / 50) / 4 }),
    );
    const clusters = clusterMarkers(many, 2);
    expect(clusters.length).toBeLessThan(100);
    expect(clusters.reduce((sum, cluster) => sum + cluster.members.length, 0)).toBe(5000);
  });
});

describe('raster tiles', () => {
  it('cover the screen with the tiles of the nearest zoom level, and fill the template', () => {
    const tiles = visibleTiles(DEFAULT_VIEW, SIZE);
    expect(new Set(tiles.map((tile) => tile.z))).toEqual(new Set([2]));
    // The world at zoom 2 is 1024 px wide: a 1000 x 500 screen sees at most 4 x 3 of its 16 tiles.
    expect(tiles.length).toBeGreaterThan(4);
    expect(tiles.length).toBeLessThanOrEqual(12);
    expect(tileAddress('https://tiles.example.com/{z}/{x}/{y}.png', { z: 2, x: 1, y: 3 })).toBe(
      'https://tiles.example.com/2/1/3.png',
    );
  });
});
