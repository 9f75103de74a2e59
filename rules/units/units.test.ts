import { describe, expect, it } from 'vitest';
import {
  cmToFeetInches,
  defaultUnitsFor,
  pintFor,
  energyFrom,
  energyIn,
  feetInchesToCm,
  kgToPounds,
  massFrom,
  massIn,
  poundsToKg,
  volumeFrom,
  volumeIn,
} from './units';

describe('units', () => {
  it('converts energy exactly: 1 kcal is 4.184 kJ', () => {
    expect(energyIn(1, 'kJ')).toBe(4.184);
    expect(energyIn(2000, 'kJ')).toBeCloseTo(8368, 9);
    expect(energyIn(2000, 'kcal')).toBe(2000);
    expect(energyFrom(8368, 'kJ')).toBeCloseTo(2000, 9);
  });

  it.each([
    ['g', 150],
    ['oz', 5],
  ] as const)('round-trips a food amount typed in %s', (unit, typed) => {
    const stored = massFrom(typed, unit);
    expect(massIn(stored, unit)).toBeCloseTo(typed, 9);
  });

  it('stores 5 oz as 141.7 g and 8 fl oz as 236.6 ml', () => {
    expect(massFrom(5, 'oz')).toBeCloseTo(141.748, 3);
    expect(volumeFrom(8, 'fl oz')).toBeCloseTo(236.588, 3);
    expect(volumeIn(236.588, 'fl oz')).toBeCloseTo(8, 3);
    expect(volumeIn(250, 'ml')).toBe(250);
  });

  it('reads 5 ft 10 in and 170 lb as 177.8 cm and 77.1 kg, and back', () => {
    expect(feetInchesToCm(5, 10)).toBeCloseTo(177.8, 9);
    expect(poundsToKg(170)).toBeCloseTo(77.111, 3);
    expect(cmToFeetInches(177.8)).toEqual({ feet: 5, inches: 10 });
    expect(cmToFeetInches(182.5)).toEqual({ feet: 6, inches: 0 });
    expect(kgToPounds(poundsToKg(170))).toBeCloseTo(170, 9);
  });

  it.each([
    ['en-US', { energy: 'kcal', mass: 'oz', volume: 'fl oz', body: 'imperial' }],
    ['en', { energy: 'kcal', mass: 'oz', volume: 'fl oz', body: 'imperial' }],
    ['en-GB', { energy: 'kcal', mass: 'g', volume: 'ml', body: 'metric' }],
    ['de-DE', { energy: 'kcal', mass: 'g', volume: 'ml', body: 'metric' }],
    ['de', { energy: 'kcal', mass: 'g', volume: 'ml', body: 'metric' }],
    ['es-MX', { energy: 'kcal', mass: 'g', volume: 'ml', body: 'metric' }],
    ['en-AU', { energy: 'kJ', mass: 'g', volume: 'ml', body: 'metric' }],
    ['en-NZ', { energy: 'kJ', mass: 'g', volume: 'ml', body: 'metric' }],
    ['es-US', { energy: 'kcal', mass: 'oz', volume: 'fl oz', body: 'imperial' }],
    ['en-Latn-US', { energy: 'kcal', mass: 'oz', volume: 'fl oz', body: 'imperial' }],
    ['es-419', { energy: 'kcal', mass: 'g', volume: 'ml', body: 'metric' }],
    ['not a locale!', { energy: 'kcal', mass: 'g', volume: 'ml', body: 'metric' }],
  ])('gives %s the units its people read', (locale, units) => {
    expect(defaultUnitsFor(locale)).toEqual(units);
  });

  it.each([
    ['en-US', 'us'],
    ['en', 'us'],
    ['es-US', 'us'],
    ['en-GB', 'imperial'],
    ['en-IE', 'imperial'],
    ['de', 'imperial'],
    ['not a locale!', 'imperial'],
  ])('gives %s the pint its people mean', (locale, pint) => {
    expect(pintFor(locale)).toBe(pint);
  });
});
