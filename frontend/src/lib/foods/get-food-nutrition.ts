import { useQuery } from '@tanstack/react-query';
import { getFoodNutritionOptions } from '@/client/@tanstack/react-query.gen';

/** One food's nutrition per serving, with its health score, grade and processing level. */
export const foodNutritionQueryOptions = (id: string) => getFoodNutritionOptions({ path: { id } });

/** The food's nutrition; `enabled: false` asks nothing (no food chosen yet). */
export const useFoodNutrition = (id: string, enabled = true) => useQuery({ ...foodNutritionQueryOptions(id), enabled });
