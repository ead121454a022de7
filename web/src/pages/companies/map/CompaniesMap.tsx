import { useQuery } from '@tanstack/react-query';
import { geoMercator, geoPath } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import { Link } from 'react-router';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Shipped with the app as a file of its own, fetched from our origin on first show: no outside tile or script.
import atlasUrl from 'world-atlas/countries-50m.json?url';
import { useSettings } from '../../../queries/settings.ts';
import { useCompanyMarkers, useCountryCoords } from './mapApi.ts';
import {
  clampView,
  clusterMarkers,
  DEFAULT_VIEW,
  fitViewport,
  fromWorld,
  MAX_ZOOM,
  panBy,
  screenTransform,
  tileAddress,
  toWorld,
  visibleTiles,
  WORLD_SIZE,
  zoomAround,
  type MapView,
  type MarkerCluster,
  type PlacedMarker,
  type Size,
} from './mapView.ts';
import './companiesMap.css';

interface CountryShape {
  key: string;
  name: string;
  path: string;
}

/** The atlas's countries as SVG paths in world pixels (zoom 0), made once per visit. */
function useCountryShapes() {
  return useQuery({
    queryKey: ['companiesMap', 'atlas'] as const,
    queryFn: async (): Promise<CountryShape[]> => {
      const answer = await fetch(atlasUrl);
      if (!answer.ok) throw new Error('The world map could not be loaded.');
      const topology = (await answer.json()) as Topology;
      const countries = feature(
        topology,
        topology.objects.countries as GeometryCollection<{ name: string }>,
      ) as FeatureCollection<Geometry, { name: string }>;
      // The same Web Mercator as raster tiles: the world is a WORLD_SIZE square at zoom 0.
      const path = geoPath(
        geoMercator()
          .scale(WORLD_SIZE / (2 * Math.PI))
          .translate([WORLD_SIZE / 2, WORLD_SIZE / 2]),
      );
      path.digits(4);
      return countries.features.map((shape: Feature<Geometry, { name: string }>, index) => ({
        key: `${shape.id ?? 'x'}-${index}`,
        name: shape.properties.name,
        path: path(shape) ?? '',
      }));
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** The map's height for its width: half as high as wide, within reason. */
const heightFor = (width: number) => Math.round(Math.min(520, Math.max(280, width * 0.5)));

/** The size of the map's box, 0 x 0 while hidden. */
function useBoxSize(): [(element: HTMLDivElement | null) => void, Size] {
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: HTMLDivElement | null) => {
    observer.current?.disconnect();
    if (!element) return;
    observer.current = new ResizeObserver(([entry]) => {
      const width = Math.round(entry?.contentRect.width ?? 0);
      setSize((current) =>
        current.width === width ? current : { width, height: width > 0 ? heightFor(width) : 0 },
      );
    });
    observer.current.observe(element);
  }, []);
  return [ref, size];
}

/** Members of a cluster listed in its popup; more are reached by zooming or through the directory. */
const POPUP_LIMIT = 25;

interface Popup {
  x: number;
  y: number;
  members: PlacedMarker[];
}

/** Screen px a pointer may move between press and release and still count as a click, not a drag. */
const CLICK_SLOP_PX = 4;

/**
 * The members' companies map: the shipped world atlas drawn with d3-geo in Web Mercator, optional raster tiles
 * under it (MAP_TILE_URL), a marker per company clustered per zoom level, zoom and pan by wheel, drag, pinch,
 * double click, the +/- buttons and the keyboard. `country` recentres and zooms to the country's viewport;
 * every change of `resets` goes back to the default view (lat 20, lng 20, zoom 2).
 */
export default function CompaniesMap({ country, resets }: { country: string; resets: number }) {
  const [boxRef, size] = useBoxSize();
  const [view, setView] = useState<MapView>(DEFAULT_VIEW);
  const [popup, setPopup] = useState<Popup | null>(null);
  const shapes = useCountryShapes();
  const markers = useCompanyMarkers(true);
  const coords = useCountryCoords(country);
  const tileUrl = useSettings()?.map?.tileUrl ?? null;
  const svgRef = useRef<SVGSVGElement | null>(null);

  // The country last fitted ('' for none): a new choice fits once; Reset leaves it until the next choice.
  const fittedCountry = useRef('');
  const visible = size.width > 0;
  useEffect(() => {
    if (!visible) return;
    if (country === '') {
      if (fittedCountry.current !== '') setView(DEFAULT_VIEW);
      fittedCountry.current = '';
      return;
    }
    if (coords.data && fittedCountry.current !== country) {
      fittedCountry.current = country;
      setPopup(null);
      setView(fitViewport(coords.data.viewport, size));
    }
    // The size is read when fitting, not followed: resizing keeps the centre and zoom.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible, country, coords.data]);

  const firstReset = useRef(resets);
  useEffect(() => {
    if (resets === firstReset.current) return;
    setPopup(null);
    setView(DEFAULT_VIEW);
  }, [resets]);

  const placed = useMemo<PlacedMarker[]>(
    () =>
      (markers.data ?? []).map((marker) => {
        const [x, y] = toWorld(marker);
        return { id: marker.id, name: marker.name, approximate: marker.approximate, x, y };
      }),
    [markers.data],
  );
  const zoomLevel = Math.floor(view.zoom);
  const clusters = useMemo(() => clusterMarkers(placed, zoomLevel), [placed, zoomLevel]);
  const transform = screenTransform(view, size);
  const toScreen = (x: number, y: number): [number, number] => [
    x * transform.scale + transform.x,
    y * transform.scale + transform.y,
  ];
  const onScreen = clusters.filter((cluster) => {
    const [x, y] = toScreen(cluster.x, cluster.y);
    return x > -30 && y > -30 && x < size.width + 30 && y < size.height + 30;
  });

  // Wheel zoom needs a listener that may cancel the page's scroll (React's wheel listener is passive).
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg || !visible) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = svg.getBoundingClientRect();
      const delta = -event.deltaY * (event.deltaMode === 1 ? 0.05 : 0.002);
      setView((current) =>
        zoomAround(current, delta, [event.clientX - box.left, event.clientY - box.top], size),
      );
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [visible, size]);

  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const travelled = useRef(0);
  const pointerAt = (event: PointerEvent<SVGSVGElement>): { x: number; y: number } => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    // A press on a marker is a click on it, not the start of a drag.
    if ((event.target as Element).closest('[data-marker]')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, pointerAt(event));
    travelled.current = 0;
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const before = pointers.current.get(event.pointerId);
    if (!before) return;
    const now = pointerAt(event);
    if (pointers.current.size === 1) {
      travelled.current += Math.hypot(now.x - before.x, now.y - before.y);
      setView((current) => panBy(current, now.x - before.x, now.y - before.y));
    } else if (pointers.current.size === 2) {
      // Pinch: zoom by the change of the distance between the two fingers, around their middle.
      const other = [...pointers.current].find(([id]) => id !== event.pointerId)![1];
      const ratio =
        Math.hypot(now.x - other.x, now.y - other.y) / Math.hypot(before.x - other.x, before.y - other.y);
      if (Number.isFinite(ratio) && ratio > 0) {
        const middle: [number, number] = [(now.x + other.x) / 2, (now.y + other.y) / 2];
        setView((current) => zoomAround(current, Math.log2(ratio), middle, size));
      }
      travelled.current = Infinity;
    }
    pointers.current.set(event.pointerId, now);
  };
  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    const wasClick = pointers.current.size === 1 && travelled.current < CLICK_SLOP_PX;
    pointers.current.delete(event.pointerId);
    if (wasClick) setPopup(null);
  };
  const onDoubleClick = (event: MouseEvent<SVGSVGElement>) => {
    if ((event.target as Element).closest('[data-marker]')) return;
    const box = event.currentTarget.getBoundingClientRect();
    setView((current) => zoomAround(current, 1, [event.clientX - box.left, event.clientY - box.top], size));
  };
  const centre: [number, number] = [size.width / 2, size.height / 2];
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const steps: Record<string, () => MapView> = {
      ArrowLeft: () => panBy(view, 80, 0),
      ArrowRight: () => panBy(view, -80, 0),
      ArrowUp: () => panBy(view, 0, 80),
      ArrowDown: () => panBy(view, 0, -80),
      '+': () => zoomAround(view, 1, centre, size),
      '=': () => zoomAround(view, 1, centre, size),
      '-': () => zoomAround(view, -1, centre, size),
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    setView(step());
  };

  const openCluster = (cluster: MarkerCluster) => {
    if (cluster.members.length > 1 && !cluster.samePoint && view.zoom < MAX_ZOOM) {
      // Zoom in on a cluster until it parts; a pile on one point (companies placed at their country) lists.
      setPopup(null);
      setView((current) =>
        clampView({ center: fromWorld(cluster.x, cluster.y), zoom: Math.min(MAX_ZOOM, current.zoom + 2) }),
      );
      return;
    }
    setPopup({ x: cluster.x, y: cluster.y, members: cluster.members });
  };

  // The atlas changes once per visit: its element is kept so panning re-renders only the transform.
  const countriesLayer = useMemo<ReactElement | null>(
    () =>
      shapes.data ? (
        <g
          className={
            tileUrl
              ? 'companies-map__countries companies-map__countries--over-tiles'
              : 'companies-map__countries'
          }
        >
          {shapes.data.map((shape) => (
            <path key={shape.key} d={shape.path}>
              <title>{shape.name}</title>
            </path>
          ))}
        </g>
      ) : null,
    [shapes.data, tileUrl],
  );

  const failed = shapes.error ?? markers.error;
  const loading = !failed && (shapes.isPending || markers.isPending);
  const companies = markers.data?.length ?? 0;
  const approximate = markers.data?.filter((marker) => marker.approximate).length ?? 0;
  const popupAt = popup ? toScreen(popup.x, popup.y) : null;

  return (
    <div className="companies-map">
      <div className="companies-map__box" ref={boxRef} style={{ height: size.height || undefined }}>
        {visible && (
          <svg
            ref={svgRef}
            data-testid="companies-map"
            className="companies-map__svg"
            width={size.width}
            height={size.height}
            viewBox={`0 0 ${size.width} ${size.height}`}
            data-zoom={view.zoom.toFixed(3)}
            data-center-lat={view.center.lat.toFixed(4)}
            data-center-lng={view.center.lng.toFixed(4)}
            tabIndex={0}
            aria-label="Map of the member companies: drag or use the arrow keys to move, the wheel or + and - to zoom"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onDoubleClick={onDoubleClick}
            onKeyDown={onKeyDown}
          >
            <rect className="companies-map__sea" width={size.width} height={size.height} />
            <g
              data-testid="companies-map-world"
              transform={`translate(${transform.x} ${transform.y}) scale(${transform.scale})`}
            >
              {tileUrl &&
                visibleTiles(view, size).map((tile) => (
                  <image
                    key={`${tile.z}/${tile.x}/${tile.y}`}
                    href={tileAddress(tileUrl, tile)}
                    x={tile.worldX}
                    y={tile.worldY}
                    width={tile.worldSize}
                    height={tile.worldSize}
                    preserveAspectRatio="none"
                  />
                ))}
              {countriesLayer}
            </g>
            <g className="companies-map__markers">
              {onScreen.map((cluster) => (
                <MarkerCircle
                  key={cluster.key}
                  cluster={cluster}
                  at={toScreen(cluster.x, cluster.y)}
                  onOpen={() => openCluster(cluster)}
                />
              ))}
            </g>
          </svg>
        )}
        {visible && (
          <div className="companies-map__zoom">
            <button
              type="button"
              aria-label="Zoom in"
              onClick={() => setView((current) => zoomAround(current, 1, centre, size))}
            >
              +
            </button>
            <button
              type="button"
              aria-label="Zoom out"
              onClick={() => setView((current) => zoomAround(current, -1, centre, size))}
            >
              −
            </button>
          </div>
        )}
        {popup && popupAt && (
          <div
            className="companies-map__popup"
            data-testid="companies-map-popup"
            style={{ left: popupAt[0], top: popupAt[1] }}
          >
            <button
              type="button"
              className="companies-map__popup-close"
              aria-label="Close"
              onClick={() => setPopup(null)}
            >
              ×
            </button>
            <ul>
              {popup.members.slice(0, POPUP_LIMIT).map((member) => (
                <li key={member.id}>
                  <Link to={`/companies/${member.id}`}>{member.name}</Link>
                  {member.approximate && <span className="muted"> (placed at its country)</span>}
                </li>
              ))}
            </ul>
            {popup.members.length > POPUP_LIMIT && (
              <p className="muted">
                and {popup.members.length - POPUP_LIMIT} more: pick the country in the directory to list them
                all.
              </p>
            )}
          </div>
        )}
        {tileUrl && visible && (
          <p className="companies-map__attribution">
            Map tiles: {new URL(tileUrl.replace(/\{[xyz]\}/g, '0')).host}
          </p>
        )}
      </div>
      {loading && <p className="muted">Loading the map…</p>}
      {failed && <p className="companies-map__error">{failed.message}</p>}
      {markers.data && (
        <p className="muted companies-map__caption" data-testid="companies-map-caption">
          {companies.toLocaleString('en-GB')} {companies === 1 ? 'company' : 'companies'} on the map.
          {approximate > 0 &&
            ` Hollow markers (${approximate.toLocaleString('en-GB')}) stand on their country's centre: those companies have no location of their own.`}
        </p>
      )}
    </div>
  );
}

/** A company (a dot, hollow when it stands on its country's point) or a cluster (a disc with its count). */
function MarkerCircle({
  cluster,
  at,
  onOpen,
}: {
  cluster: MarkerCluster;
  at: [number, number];
  onOpen: () => void;
}) {
  const count = cluster.members.length;
  const single = count === 1 ? cluster.members[0]! : null;
  const label = single
    ? `${single.name}${single.approximate ? ' (placed at its country)' : ''}`
    : `${count} companies: ${cluster.samePoint ? 'list them' : 'zoom in'}`;
  const radius = single ? 5 : Math.min(24, 9 + 4 * Math.log10(count));
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    event.stopPropagation();
    onOpen();
  };
  const className = single
    ? `companies-map__marker${single.approximate ? ' companies-map__marker--approximate' : ''}`
    : 'companies-map__cluster';
  return (
    <g
      data-marker
      data-testid="map-marker"
      data-count={count}
      className={className}
      transform={`translate(${at[0]} ${at[1]})`}
      role="button"
      tabIndex={0}
      aria-label={label}
      onClick={onOpen}
      onKeyDown={onKeyDown}
    >
      <title>{label}</title>
      <circle r={radius} />
      {!single && (
        <text textAnchor="middle" dy="0.35em">
          {count > 999 ? `${Math.floor(count / 1000)}k` : count}
        </text>
      )}
    </g>
  );
}
