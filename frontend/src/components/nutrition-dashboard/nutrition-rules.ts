import type { Grade, NutritionalInfo } from '@/client';

/** A food without a health score or grade shows 50 and C, the middle of each scale. */
export const DEFAULT_HEALTH_SCORE = 50;
export const DEFAULT_GRADE: Grade = 'C';

export type Tone = 'green' | 'blue' | 'yellow' | 'orange' | 'red';

/** Score colour: 80 and above green, 60 blue, 40 yellow, otherwise red. */
export function scoreTone(score: number): Tone {
  if (score >= 80) return 'green';
  if (score >= 60) return 'blue';
  if (score >= 40) return 'yellow';
  return 'red';
}

const GRADE_TONES: Record<Grade, Tone> = { A: 'green', B: 'blue', C: 'yellow', D: 'orange', F: 'red' };

export const gradeTone = (grade: Grade): Tone => GRADE_TONES[grade];

/**
 * The result screen shows the rich dashboard only when `nutritionalInfo` is
 * an object that has `healthMetrics`; otherwise the basic card of calories, macros and confidence.
 */
export const hasHealthMetrics = (info: NutritionalInfo | null | undefined): info is NutritionalInfo =>
  typeof info === 'object' && info !== null && typeof info.healthMetrics === 'object' && info.healthMetrics !== null;

/** The score and grade, read from `healthMetrics` with the top-level fields as fallbacks. */
export function healthOverview(info: NutritionalInfo) {
  const rawScore = info.healthMetrics?.healthScore ?? info.healthScore ?? DEFAULT_HEALTH_SCORE;
  const score = Math.round(Math.min(100, Math.max(0, rawScore)));
  const grade = info.healthMetrics?.nutritionGrade ?? info.grade ?? DEFAULT_GRADE;
  return { score, grade, scoreTone: scoreTone(score), gradeTone: gradeTone(grade) };
}

export const NOT_AVAILABLE = 'N/A';

/** The Nutrition Facts rows, in label order, each defaulting to 'N/A'. */
export function nutritionFacts(info: NutritionalInfo): { label: string; value: string; indent?: boolean }[] {
  const show = (value: string | number | undefined) =>
    value === undefined || value === '' ? NOT_AVAILABLE : String(value);
  return [
    { label: 'Calories', value: show(info.calories) },
    { label: 'Total Fat', value: show(info.totalFat) },
    { label: 'Sodium', value: show(info.sodium) },
    { label: 'Total Carbohydrates', value: show(info.totalCarbs) },
    { label: 'Dietary Fiber', value: show(info.dietaryFiber), indent: true },
    { label: 'Total Sugars', value: show(info.totalSugars), indent: true },
    { label: 'Protein', value: show(info.protein) },
  ];
}
