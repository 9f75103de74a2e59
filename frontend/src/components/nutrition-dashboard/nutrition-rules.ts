import type { IntlShape } from 'react-intl';
import type { Grade, NutrientAmounts, NutritionalInfo } from '@/client';
import type { Formatters } from '@/lib/i18n/format';
import type { MessageId } from '@/lib/i18n/intl';
import { browserLanguage } from '@/lib/i18n/languages';
import { additiveInLanguage } from '@rules/nutrition/additive-names';
import { ALLERGENS, type Allergen } from '@rules/nutrition/allergens';
import { NOVA_LABELS, type NovaGroup } from '@rules/nutrition/nova';

/** What each grade (Nutri-Score's letter, as the API sends it) means, as Nutri-Score puts it. */
export const GRADE_MEANING_MESSAGES: Record<Grade, MessageId> = {
  A: 'dashboard.grade.A',
  B: 'dashboard.grade.B',
  C: 'dashboard.grade.C',
  D: 'dashboard.grade.D',
  E: 'dashboard.grade.E',
};

export type { NovaGroup };

/** NOVA's four processing groups, named in the reader's language. */
export const NOVA_MESSAGES: Record<NovaGroup, MessageId> = {
  1: 'dashboard.nova.1',
  2: 'dashboard.nova.2',
  3: 'dashboard.nova.3',
  4: 'dashboard.nova.4',
};

/**
 * A processing level as the API wrote it (one of NOVA's group names), in the reader's language;
 * a level it does not know reads as sent.
 */
export function processingLevelText(level: string, intl: IntlShape): string {
  const group = (Object.entries(NOVA_LABELS) as unknown as [string, string][]).find(([, name]) => name === level)?.[0];
  return group ? intl.formatMessage({ id: NOVA_MESSAGES[Number(group) as NovaGroup] }) : level;
}

const ALLERGEN_MESSAGES: Record<Allergen, MessageId> = {
  Milk: 'dashboard.allergen.milk',
  Egg: 'dashboard.allergen.egg',
  Fish: 'dashboard.allergen.fish',
  Crustaceans: 'dashboard.allergen.crustaceans',
  Molluscs: 'dashboard.allergen.molluscs',
  'Tree nuts': 'dashboard.allergen.treeNuts',
  Peanuts: 'dashboard.allergen.peanuts',
  Gluten: 'dashboard.allergen.gluten',
  Soy: 'dashboard.allergen.soy',
  Sesame: 'dashboard.allergen.sesame',
  Celery: 'dashboard.allergen.celery',
  Mustard: 'dashboard.allergen.mustard',
  Lupin: 'dashboard.allergen.lupin',
  Sulphites: 'dashboard.allergen.sulphites',
};

/** An allergen the API names (one of the fourteen), in the reader's language; another reads as sent. */
export function allergenName(name: string, intl: IntlShape): string {
  const known = ALLERGENS.find((allergen) => allergen === name);
  return known ? intl.formatMessage({ id: ALLERGEN_MESSAGES[known] }) : name;
}

/**
 * The benefits and warnings the API words, each with its figures: `grams` or `energy` per 100 g, a
 * list of markers, or a meal's grams and share of a day's reference intake (`mealShare`).
 */
const INSIGHTS: { pattern: RegExp; id: MessageId; figure?: 'grams' | 'energy' | 'list' | 'mealShare' }[] = [
  { pattern: /^High in fibre \(([\d.]+) g per 100 g\)$/, id: 'dashboard.insight.highFibre', figure: 'grams' },
  { pattern: /^Source of fibre$/, id: 'dashboard.insight.sourceOfFibre' },
  { pattern: /^High in protein \(([\d.]+) g per 100 g\)$/, id: 'dashboard.insight.highProtein', figure: 'grams' },
  { pattern: /^Rich in fruit, vegetables or legumes$/, id: 'dashboard.insight.fruitVeg' },
  { pattern: /^Low in sugar$/, id: 'dashboard.insight.lowSugar' },
  { pattern: /^Low in salt$/, id: 'dashboard.insight.lowSalt' },
  { pattern: /^High in sugar \(([\d.]+) g per 100 g\)$/, id: 'dashboard.insight.highSugar', figure: 'grams' },
  {
    pattern: /^High in saturated fat \(([\d.]+) g per 100 g\)$/,
    id: 'dashboard.insight.highSaturatedFat',
    figure: 'grams',
  },
  { pattern: /^High in salt \(([\d.]+) g per 100 g\)$/, id: 'dashboard.insight.highSalt', figure: 'grams' },
  { pattern: /^Energy-dense \(([\d.]+) kcal per 100 g\)$/, id: 'dashboard.insight.energyDense', figure: 'energy' },
  ...(
    [
      ['saturated fat', 'dashboard.insight.mealHighSaturatedFat'],
      ['sugar', 'dashboard.insight.mealHighSugar'],
      ['salt', 'dashboard.insight.mealHighSalt'],
    ] as const
  ).map(([nutrient, id]) => ({
    pattern: new RegExp(`^A lot of ${nutrient} for one meal \\(([\\d.]+) g, (\\d+)% of a day's reference intake\\)$`),
    id,
    figure: 'mealShare' as const,
  })),
  { pattern: /^Ultra-processed: (.+)$/, id: 'dashboard.insight.ultraProcessedBy', figure: 'list' },
  { pattern: /^Ultra-processed$/, id: 'dashboard.insight.ultraProcessed' },
];

/**
 * A benefit or warning in the reader's language and units ('Energiedicht (1.046 kJ pro 100 g)');
 * one the app does not know (a recognizer's own words) reads as sent.
 */
export function insightText(text: string, intl: IntlShape, format: Formatters): string {
  for (const insight of INSIGHTS) {
    const match = insight.pattern.exec(text);
    if (!match) continue;
    const figure = match[1] ?? '';
    switch (insight.figure) {
      case 'grams':
        return intl.formatMessage({ id: insight.id }, { amount: format.grams(Number(figure)) });
      case 'energy':
        return intl.formatMessage({ id: insight.id }, { amount: format.energy(Number(figure)) });
      case 'mealShare':
        return intl.formatMessage(
          { id: insight.id },
          {
            amount: format.grams(Number(figure)),
            share: intl.formatNumber(Number(match[2]) / 100, { style: 'percent' }),
          },
        );
      case 'list': {
        // The markers the API lists ('colour, flavouring'), each in the reader's language.
        const language = browserLanguage([intl.locale]);
        const markers = figure.split(', ').map((marker) => additiveInLanguage(marker, language));
        return intl.formatMessage({ id: insight.id }, { amount: markers.join(', ') });
      }
      default:
        return intl.formatMessage({ id: insight.id }, { amount: figure });
    }
  }
  return text;
}

/**
 * A serving as the API wrote it: '350 g' in the reader's mass unit ('12.3 oz'); a portion's own
 * words ('1 bowl (300 g)') as sent.
 */
export function servingText(serving: string, format: Formatters): string {
  const grams = /^([\d.]+) g$/.exec(serving.trim());
  return grams ? format.foodMass(Number(grams[1])) : serving;
}

/**
 * The result screen shows the rich dashboard only when `nutritionalInfo` is
 * an object that has `healthMetrics`; otherwise the basic card of calories, macros and confidence.
 */
export const hasHealthMetrics = (info: NutritionalInfo | null | undefined): info is NutritionalInfo =>
  typeof info === 'object' && info !== null && typeof info.healthMetrics === 'object' && info.healthMetrics !== null;

/** The score and grade when both are known (from `healthMetrics`, with the top-level fields as fallbacks); else null. */
export function healthOverview(info: NutritionalInfo): { score: number; grade: Grade } | null {
  const rawScore = info.healthMetrics?.healthScore ?? info.healthScore;
  const grade = info.healthMetrics?.nutritionGrade ?? info.grade;
  if (rawScore === undefined || grade === undefined) return null;
  return { score: Math.round(Math.min(100, Math.max(0, rawScore))), grade };
}

/** A figure a health score is computed from, or the grade itself. */
export type ScoreFigure = 'calories' | 'sugars' | 'saturatedFat' | 'sodium' | 'fibre' | 'protein' | 'grade';

/**
 * What is missing for a health score: the figures the score is computed from (energy, sugars,
 * saturated fat, sodium, fibre, protein). Empty when the score is there.
 */
export function missingForScore(info: NutritionalInfo | null | undefined): ScoreFigure[] {
  if (info && healthOverview(info)) return [];
  const have: [ScoreFigure, unknown][] = [
    ['calories', info?.calories],
    ['sugars', info?.totalSugars],
    ['saturatedFat', info?.saturatedFat],
    ['sodium', info?.sodium],
    ['fibre', info?.dietaryFiber],
    ['protein', info?.protein],
  ];
  const missing = have.filter(([, value]) => value === undefined || value === '').map(([name]) => name);
  return missing.length ? missing : ['grade'];
}

/** Each figure as the 'Missing: …' line names it. */
export const SCORE_FIGURE_MESSAGES: Record<ScoreFigure, MessageId> = {
  calories: 'dashboard.missing.calories',
  sugars: 'dashboard.missing.sugars',
  saturatedFat: 'dashboard.missing.saturatedFat',
  sodium: 'dashboard.missing.sodium',
  fibre: 'dashboard.missing.fibre',
  protein: 'dashboard.missing.protein',
  grade: 'dashboard.missing.grade',
};

/**
 * The US FDA's Daily Values for adults and children 4 years and older (Nutrition Facts label,
 * 2020), on a 2,000 kcal diet. Total sugars have none.
 */
export const DAILY_VALUES = { fat: 78, saturatedFat: 20, carbs: 275, fibre: 28, protein: 50, sodium: 2300 } as const;

export interface FactRow {
  label: string;
  value: string;
  /** '% Daily Value', or null where there is none or the amount is not known. */
  dailyValue: string | null;
  indent?: boolean;
}

/**
 * The Nutrition Facts rows in label order, in the reader's language and energy unit. Values are
 * the numbers the API computed (`amounts`); a value that is not known says so, never 0.
 */
export function nutritionFacts(info: NutritionalInfo, intl: IntlShape, format: Formatters): FactRow[] {
  const amounts: Partial<NutrientAmounts> = info.amounts ?? {};
  const text = (amount: number | undefined, fallback: string | undefined, write: (n: number) => string) =>
    amount !== undefined ? write(amount) : fallback ? fallback : format.notKnown;
  const dv = (amount: number | undefined, daily: number) =>
    amount === undefined ? null : format.percent((amount / daily) * 100);
  const label = (id: MessageId) => intl.formatMessage({ id });
  return [
    {
      label: label('common.nutrient.calories'),
      value: text(amounts.calories ?? info.calories, undefined, format.energy),
      dailyValue: null,
    },
    {
      label: label('dashboard.facts.totalFat'),
      value: text(amounts.fat, info.totalFat, format.grams),
      dailyValue: dv(amounts.fat, DAILY_VALUES.fat),
    },
    {
      label: label('dashboard.facts.saturatedFat'),
      value: text(amounts.saturatedFat, info.saturatedFat, format.grams),
      dailyValue: dv(amounts.saturatedFat, DAILY_VALUES.saturatedFat),
      indent: true,
    },
    {
      label: label('common.nutrient.sodium'),
      value: text(amounts.sodium, info.sodium, format.milligrams),
      dailyValue: dv(amounts.sodium, DAILY_VALUES.sodium),
    },
    {
      label: label('dashboard.facts.totalCarbs'),
      value: text(amounts.carbs, info.totalCarbs, format.grams),
      dailyValue: dv(amounts.carbs, DAILY_VALUES.carbs),
    },
    {
      label: label('dashboard.facts.fibre'),
      value: text(amounts.fibre, info.dietaryFiber, format.grams),
      dailyValue: dv(amounts.fibre, DAILY_VALUES.fibre),
      indent: true,
    },
    {
      label: label('dashboard.facts.totalSugars'),
      value: text(amounts.sugars, info.totalSugars, format.grams),
      dailyValue: null,
      indent: true,
    },
    {
      label: label('common.nutrient.protein'),
      value: text(amounts.protein, info.protein, format.grams),
      dailyValue: dv(amounts.protein, DAILY_VALUES.protein),
    },
  ];
}

/**
 * The colour band of a health score, in the grade palette: 80 and above as A, 60 as B, 40 as C,
 * below that as E (the score colour thresholds are 80, 60 and 40).
 */
export function scoreBand(score: number): Grade {
  if (score >= 80) return 'A';
  if (score >= 60) return 'B';
  if (score >= 40) return 'C';
  return 'E';
}
