/*
 * One way to write numbers on every screen: Intl.NumberFormat with the unit after a space
 * ('1,250 kcal', '9 g', '0.4 g', '780 mg', '14 %'). A value that is not known is written as
 * NOT_KNOWN, never as 0.
 */

export const NOT_KNOWN = 'Not known';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const upToOne = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A count or kcal: whole numbers with grouping, '1,250'. */
export const formatNumber = (value: number) => whole.format(value);

/** Energy: '1,250 kcal'. */
export const formatKcal = (value: number | null | undefined) =>
  value === null || value === undefined ? NOT_KNOWN : `${whole.format(value)} kcal`;

/** A mass in grams: one decimal under 10 g ('0.4 g', '9.5 g'), whole above ('26 g'). */
export const formatGrams = (value: number | null | undefined) =>
  value === null || value === undefined ? NOT_KNOWN : `${(value < 10 ? upToOne : whole).format(value)} g`;

/** A mass in milligrams: '780 mg'. */
export const formatMilligrams = (value: number | null | undefined) =>
  value === null || value === undefined ? NOT_KNOWN : `${whole.format(value)} mg`;

/** A whole percentage: '14 %'. */
export const formatPercent = (value: number) => `${whole.format(value)} %`;
