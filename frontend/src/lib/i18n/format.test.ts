import { describe, expect, it } from 'vitest';
import { defaultUnitsFor, type UnitChoices } from '@rules/units/units';
import { createFormatters } from './format';
import { loadMessages, makeIntl } from './intl';

const formatters = async (locale: string, units: UnitChoices = defaultUnitsFor(locale)) =>
  createFormatters(makeIntl(locale, await loadMessages(locale.startsWith('de') ? 'de' : 'en')), units);

describe('figures in the reader’s language and units', () => {
  it('writes every unit after a space, grouped as the locale groups', async () => {
    const f = await formatters('en-GB');
    expect(f.energy(1250.4)).toBe('1,250 kcal');
    expect(f.grams(26.2)).toBe('26 g');
    expect(f.grams(0.44)).toBe('0.4 g');
    expect(f.grams(9.96)).toBe('10 g');
    expect(f.milligrams(780)).toBe('780 mg');
    expect(f.percent(13.6)).toBe('14 %');
    expect(f.foodMass(182)).toBe('182 g');
    expect(f.volume(250)).toBe('250 ml');
  });

  it('writes German figures the German way', async () => {
    const f = await formatters('de-DE');
    expect(f.energy(1250)).toBe('1.250 kcal');
    expect(f.grams(0.44)).toBe('0,4 g');
    expect(f.notKnown).toBe('Unbekannt');
  });

  it('shows energy in kJ, and food amounts and drinks in ounces, from the stored kcal, grams and ml', async () => {
    const us = await formatters('en-US');
    expect(us.foodMass(182)).toBe('6.4 oz');
    expect(us.volume(236.6)).toBe('8 fl oz');
    expect(us.grams(26)).toBe('26 g'); // nutrients stay in grams, as on US labels
    const kilojoules = await formatters('en-AU');
    expect(kilojoules.energy(2000)).toBe('8,368 kJ');
    expect(kilojoules.energyValue(100)).toBe(418);
  });

  it('never writes an unknown as 0', async () => {
    const f = await formatters('en-GB');
    expect([f.energy(null), f.grams(undefined), f.milligrams(null), f.foodMass(null)]).toEqual([
      'Not known',
      'Not known',
      'Not known',
      'Not known',
    ]);
    expect(f.grams(0)).toBe('0 g');
  });
});

describe('measures inside a portion’s label', () => {
  it('reads them in the reader’s units and leaves the words as written', async () => {
    const metric = await formatters('en-GB');
    expect(metric.portionLabel('1 mug (12 fl oz)')).toBe('1 mug (355 ml)');
    expect(metric.portionLabel('1 cup (240 ml)')).toBe('1 cup (240 ml)');
    expect(metric.portionLabel('1 medium')).toBe('1 medium');
    expect(metric.portionLabel('1 oz')).toBe('28 g');
    const us = await formatters('en-US');
    expect(us.portionLabel('1 cup (240 ml)')).toBe('1 cup (8.1 fl oz)');
    expect(us.portionLabel('1 bar (50 g)')).toBe('1 bar (1.8 oz)');
    expect(us.portionLabel('1 mug (12 fl oz)')).toBe('1 mug (12 fl oz)');
    expect(us.portionLabel('1 Glas (groß, 8 fl oz)')).toBe('1 Glas (groß, 8 fl oz)');
    // A number that is part of a word or a count is not a measure.
    expect(us.portionLabel('2 eggs')).toBe('2 eggs');
    expect(us.portionLabel('1 slice (1 oz)')).toBe('1 slice (1 oz)');
  });
});
