import type { IntlShape } from 'react-intl';
import { energyIn, fluidOuncesToMl, massIn, ouncesToGrams, volumeIn, type UnitChoices } from '@rules/units/units';

/**
 * One way to write figures on every screen, in the reader's language and units: Intl.NumberFormat
 * with the unit after a space ('1,250 kcal', '5 230 kJ', '9 g', '0.4 g', '5.3 oz', '780 mg',
 * '14 %'). Nutrients stay in g and mg, as on every label; energy, food amounts and drinks follow the
 * reader's units. A value that is not known reads as such ('Not known'), never as 0.
 */
export interface Formatters {
  /** A count: whole, grouped ('1,250'). */
  number(value: number): string;
  /** A figure with up to `digits` decimals ('1.5'). */
  decimal(value: number, digits?: number): string;
  /** Energy in the reader's unit, from kcal: '1,250 kcal' or '5,230 kJ'. */
  energy(kcal: number | null | undefined): string;
  /** Energy as a bare number in the reader's unit (a chart's axis, a field's value). */
  energyValue(kcal: number): number;
  /** A nutrient's mass: one decimal under 10 g ('0.4 g'), whole above ('26 g'). */
  grams(value: number | null | undefined): string;
  /** A nutrient in milligrams: '780 mg'. */
  milligrams(value: number | null | undefined): string;
  /** A whole percentage: '14 %'. */
  percent(value: number): string;
  /** A food's amount in the reader's unit, from grams: '150 g' or '5.3 oz'. */
  foodMass(grams: number | null | undefined): string;
  /** A drink's amount in the reader's unit, from millilitres: '250 ml' or '8.5 fl oz'. */
  volume(ml: number | null | undefined): string;
  /**
   * A portion's label with the measures written in it in the reader's units: '1 mug (12 fl oz)'
   * reads '1 mug (355 ml)' to a metric reader, '1 cup (240 ml)' reads '1 cup (8.1 fl oz)' and
   * '1 bar (50 g)' '1 bar (1.8 oz)' to a US one. Words and counts stay as written.
   */
  portionLabel(label: string): string;
  /** What a value that is not known reads as. */
  notKnown: string;
  units: UnitChoices;
}

export function createFormatters(intl: IntlShape, units: UnitChoices): Formatters {
  const whole = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 0 });
  const upTo = (value: number, digits: number) => intl.formatNumber(value, { maximumFractionDigits: digits });
  const notKnown = intl.formatMessage({ id: 'common.notKnown' });
  const known =
    (write: (value: number) => string) =>
    (value: number | null | undefined): string =>
      value === null || value === undefined ? notKnown : write(value);
  const small = (value: number) => (Math.abs(value) < 10 ? upTo(value, 1) : whole(value));
  return {
    number: whole,
    decimal: (value, digits = 1) => upTo(value, digits),
    energy: known((kcal) => `${whole(energyIn(kcal, units.energy))} ${units.energy}`),
    energyValue: (kcal) => Math.round(energyIn(kcal, units.energy)),
    grams: known((value) => `${small(value)} g`),
    milligrams: known((value) => `${whole(value)} mg`),
    percent: (value) => `${whole(value)} %`,
    foodMass: known((grams) => `${small(massIn(grams, units.mass))} ${units.mass}`),
    volume: known((ml) => `${small(volumeIn(ml, units.volume))} ${units.volume}`),
    portionLabel: (label) =>
      label.replace(MEASURE_IN_LABEL, (written, figure: string, unit: string) => {
        const value = Number(figure.replace(',', '.'));
        if (!Number.isFinite(value)) return written;
        const measure = unit.toLowerCase();
        if (measure === 'ml' || measure === 'fl oz') {
          const ml = measure === 'ml' ? value : fluidOuncesToMl(value);
          return `${small(volumeIn(ml, units.volume))} ${units.volume}`;
        }
        const grams = measure === 'g' ? value : ouncesToGrams(value);
        return `${small(massIn(grams, units.mass))} ${units.mass}`;
      }),
    notKnown,
    units,
  };
}

/** A measure written in a portion's label: '12 fl oz', '240 ml', '50 g', '1.5 oz'. */
const MEASURE_IN_LABEL = /(\d+(?:[.,]\d+)?)\s?(fl oz|ml|g|oz)(?![\p{L}])/giu;
