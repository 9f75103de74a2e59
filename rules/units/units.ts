/**
 * Units a person reads and types figures in. Figures are stored in grams, millilitres, kcal,
 * centimetres and kilograms; conversion happens only where a figure is shown or typed.
 */

export const ENERGY_UNITS = ['kcal', 'kJ'] as const;
export const MASS_UNITS = ['g', 'oz'] as const;
export const VOLUME_UNITS = ['ml', 'fl oz'] as const;
/** Height and body weight in the goal calculator: cm and kg, or feet-and-inches and pounds. */
export const BODY_UNITS = ['metric', 'imperial'] as const;

export type EnergyUnit = (typeof ENERGY_UNITS)[number];
export type MassUnit = (typeof MASS_UNITS)[number];
export type VolumeUnit = (typeof VOLUME_UNITS)[number];
export type BodyUnits = (typeof BODY_UNITS)[number];

export interface UnitChoices {
  energy: EnergyUnit;
  mass: MassUnit;
  volume: VolumeUnit;
  body: BodyUnits;
}

/** Exact by definition: the thermochemical calorie. */
export const KJ_PER_KCAL = 4.184;
/** The international avoirdupois ounce and pound, and the US fluid ounce. */
export const GRAMS_PER_OUNCE = 28.349523125;
export const KG_PER_POUND = 0.45359237;
export const ML_PER_FLUID_OUNCE = 29.5735295625;
export const CM_PER_INCH = 2.54;
export const INCHES_PER_FOOT = 12;

export const kcalToKj = (kcal: number) => kcal * KJ_PER_KCAL;
export const kjToKcal = (kj: number) => kj / KJ_PER_KCAL;
export const gramsToOunces = (grams: number) => grams / GRAMS_PER_OUNCE;
export const ouncesToGrams = (ounces: number) => ounces * GRAMS_PER_OUNCE;
export const mlToFluidOunces = (ml: number) => ml / ML_PER_FLUID_OUNCE;
export const fluidOuncesToMl = (fluidOunces: number) => fluidOunces * ML_PER_FLUID_OUNCE;
export const kgToPounds = (kg: number) => kg / KG_PER_POUND;
export const poundsToKg = (pounds: number) => pounds * KG_PER_POUND;

/** A stored energy in the unit a person reads it in. */
export const energyIn = (kcal: number, unit: EnergyUnit) => (unit === 'kJ' ? kcalToKj(kcal) : kcal);
/** A typed energy, in kcal for storing. */
export const energyFrom = (value: number, unit: EnergyUnit) => (unit === 'kJ' ? kjToKcal(value) : value);
export const massIn = (grams: number, unit: MassUnit) => (unit === 'oz' ? gramsToOunces(grams) : grams);
export const massFrom = (value: number, unit: MassUnit) => (unit === 'oz' ? ouncesToGrams(value) : value);
export const volumeIn = (ml: number, unit: VolumeUnit) => (unit === 'fl oz' ? mlToFluidOunces(ml) : ml);
export const volumeFrom = (value: number, unit: VolumeUnit) => (unit === 'fl oz' ? fluidOuncesToMl(value) : value);

/** A height as whole feet and inches (to the nearest inch: 177.8 cm is 5 ft 10 in). */
export function cmToFeetInches(cm: number): { feet: number; inches: number } {
  const totalInches = Math.round(cm / CM_PER_INCH);
  return { feet: Math.floor(totalInches / INCHES_PER_FOOT), inches: totalInches % INCHES_PER_FOOT };
}

export const feetInchesToCm = (feet: number, inches: number) => (feet * INCHES_PER_FOOT + inches) * CM_PER_INCH;

/**
 * Regions (ISO 3166 codes) that read food and body figures in US customary units: the United States
 * and the few places that follow it. Everyone else reads metric.
 */
const CUSTOMARY_REGIONS = new Set(['US', 'LR', 'MM', 'PR', 'GU', 'AS', 'VI', 'MP', 'UM']);
/** Regions whose food labels lead with kilojoules. */
const KILOJOULE_REGIONS = new Set(['AU', 'NZ']);

/**
 * The region of a BCP 47 locale ('en-US' → 'US'); for a bare language its most likely region
 * ('de' → 'DE'); null when there is none. A locale that names its region is read as written: the
 * likely-region lookup loads the browser's locale data (tens of milliseconds on a phone), which
 * most devices, whose languages carry a region, never need.
 */
export function localeRegion(locale: string): string | null {
  try {
    const parsed = new Intl.Locale(locale);
    return parsed.region ?? parsed.maximize().region ?? null;
  } catch {
    return null;
  }
}

/** The pint a locale's people mean: the US pint where US customary units are read, else the imperial one. */
export const pintFor = (locale: string): 'us' | 'imperial' => {
  const region = localeRegion(locale);
  return region !== null && CUSTOMARY_REGIONS.has(region) ? 'us' : 'imperial';
};

/**
 * The units a locale's people expect: en-US reads ounces, fluid ounces, feet and pounds, and kcal;
 * Australia and New Zealand read kJ; most of the world reads grams, millilitres, cm and kg, and kcal.
 * A bare language is taken at its most likely region ('en' → US, 'de' → Germany).
 */
export function defaultUnitsFor(locale: string): UnitChoices {
  const region = localeRegion(locale);
  const customary = region !== null && CUSTOMARY_REGIONS.has(region);
  return {
    energy: region !== null && KILOJOULE_REGIONS.has(region) ? 'kJ' : 'kcal',
    mass: customary ? 'oz' : 'g',
    volume: customary ? 'fl oz' : 'ml',
    body: customary ? 'imperial' : 'metric',
  };
}
