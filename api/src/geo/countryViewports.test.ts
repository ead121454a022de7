import { describe, expect, it } from 'vitest';
import {
  countryViewport,
  countryViewports,
  viewportAround,
  type LatLng,
  type Viewport,
} from './countryViewports.ts';

/** Whether a point lies in a viewport, also one crossing the antimeridian (southwest lng > northeast lng). */
function contains({ southwest, northeast }: Viewport, { lat, lng }: LatLng): boolean {
  if (lat < southwest.lat || lat > northeast.lat) return false;
  return southwest.lng <= northeast.lng
    ? lng >= southwest.lng && lng <= northeast.lng
    : lng >= southwest.lng || lng <= northeast.lng;
}

const CITIES = {
  amsterdam: { lat: 52.37, lng: 4.9 },
  maastricht: { lat: 50.85, lng: 5.69 },
  groningen: { lat: 53.22, lng: 6.57 },
  berlin: { lat: 52.52, lng: 13.4 },
  hamburg: { lat: 53.55, lng: 9.99 },
  lille: { lat: 50.63, lng: 3.06 },
  paris: { lat: 48.86, lng: 2.35 },
  cayenne: { lat: 4.93, lng: -52.33 },
  newYork: { lat: 40.71, lng: -74.01 },
  anchorage: { lat: 61.22, lng: -149.9 },
  honolulu: { lat: 21.31, lng: -157.86 },
  moscow: { lat: 55.76, lng: 37.62 },
  vladivostok: { lat: 43.12, lng: 131.89 },
  sydney: { lat: -33.87, lng: 151.21 },
  singapore: { lat: 1.29, lng: 103.85 },
  johorBahru: { lat: 1.49, lng: 103.74 },
};

const viewport = (code: string) => {
  const found = countryViewports().get(code);
  if (!found) throw new Error(`no viewport for ${code}`);
  return found;
};

describe('country viewports from the world atlas', () => {
  it('fit the Netherlands around Amsterdam, Maastricht and Groningen, not Berlin, Hamburg or Lille', () => {
    const netherlands = viewport('NL');
    for (const city of [CITIES.amsterdam, CITIES.maastricht, CITIES.groningen]) {
      expect(contains(netherlands, city)).toBe(true);
    }
    expect(contains(netherlands, CITIES.berlin)).toBe(false);
    expect(contains(netherlands, CITIES.hamburg)).toBe(false);
    expect(contains(netherlands, CITIES.lille)).toBe(false);
    // Bonaire and the other Caribbean islands would stretch the box across the Atlantic.
    expect(netherlands.southwest.lng).toBeGreaterThan(3);
  });

  it('keep overseas territories out of a country box and large nearby parts in', () => {
    expect(contains(viewport('FR'), CITIES.paris)).toBe(true);
    expect(contains(viewport('FR'), CITIES.cayenne)).toBe(false);
    const unitedStates = viewport('US');
    expect(contains(unitedStates, CITIES.newYork)).toBe(true);
    expect(contains(unitedStates, CITIES.anchorage)).toBe(true);
    expect(contains(unitedStates, CITIES.honolulu)).toBe(false);
    // Not across the antimeridian for the Aleutians' tip.
    expect(unitedStates.southwest.lng).toBeLessThan(unitedStates.northeast.lng);
  });

  it('cross the antimeridian for Russia, with west greater than east', () => {
    const russia = viewport('RU');
    expect(russia.southwest.lng).toBeGreaterThan(russia.northeast.lng);
    expect(contains(russia, CITIES.moscow)).toBe(true);
    expect(contains(russia, CITIES.vladivostok)).toBe(true);
  });

  it('merge shapes sharing a numeric code (Australia and the Ashmore and Cartier Islands)', () => {
    expect(contains(viewport('AU'), CITIES.sydney)).toBe(true);
  });

  it('have tiny states of the 1:50m atlas (Singapore) as a tight box', () => {
    const singapore = viewport('SG');
    expect(contains(singapore, CITIES.singapore)).toBe(true);
    expect(contains(singapore, CITIES.johorBahru)).toBe(false);
  });

  it('are computed once per process', () => {
    expect(countryViewports()).toBe(countryViewports());
    // Kosovo has no ISO numeric code in the atlas.
    expect(countryViewports().has('XK')).toBe(false);
  });
});

describe('countryViewport', () => {
  it("takes the atlas's box when there is one, else a box of one degree around the country's point", () => {
    expect(countryViewport('NL', { lat: 0, lng: 0 })).toEqual(viewport('NL'));
    expect(countryViewport('XK', { lat: 42.6, lng: 20.9 })).toEqual({
      southwest: { lat: 42.1, lng: 20.4 },
      northeast: { lat: 43.1, lng: 21.4 },
    });
  });

  it('wraps a fallback box around the antimeridian and keeps it off the poles', () => {
    expect(viewportAround({ lat: 89.9, lng: 179.8 })).toEqual({
      southwest: { lat: 84, lng: 179.3 },
      northeast: { lat: 85, lng: -179.7 },
    });
  });
});
