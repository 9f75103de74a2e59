import { useQuery } from '@tanstack/react-query';
import { getFoodNutritionOptions } from '@/client/@tanstack/react-query.gen';

/** One food's nutrition per serving, with its health score, grade and processing level. */
export const foodNutritionQueryOptions = (id: string) => getFoodNutritionOptions({ path: { id } });

export const useFoodNutrition = (id: string) => useQuery(foodNutritionQueryOptions(id));
