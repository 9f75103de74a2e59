import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { FavouriteFood, SavedMeal, ScanItemChoice } from '@/client';
import {
  createSavedMealMutation,
  deleteSavedMealMutation,
  listFavouriteFoodsOptions,
  listFavouriteFoodsQueryKey,
  listSavedMealsOptions,
  listSavedMealsQueryKey,
  logSavedMealMutation,
  starFoodMutation,
  unstarFoodMutation,
  updateSavedMealMutation,
} from '@/client/@tanstack/react-query.gen';
import type { Formatters } from '../i18n/format';
import { scanCreated } from '../scans/scan-cache';

/*
 * Favourite foods and saved meals: what the user keeps to log again in one tap. Each change
 * refreshes the list it belongs to; logging one makes a new entry like any other.
 */

export { SAVED_MEAL_NAME_MAX } from '@rules/shortcuts/limits';

/** The foods the user starred, latest first. */
export const useFavouriteFoods = (userId: string) => useQuery(listFavouriteFoodsOptions({ path: { userId } }));

/** The user's saved meals, latest change first. */
export const useSavedMeals = (userId: string) => useQuery(listSavedMealsOptions({ path: { userId } }));

const refreshFavourites = (queryClient: QueryClient, userId: string) =>
  queryClient.invalidateQueries({ queryKey: listFavouriteFoodsQueryKey({ path: { userId } }) });
const refreshSavedMeals = (queryClient: QueryClient, userId: string) =>
  queryClient.invalidateQueries({ queryKey: listSavedMealsQueryKey({ path: { userId } }) });

/** Stars a food (in its amount), or takes the star off. */
export function useStarFood(userId: string) {
  const queryClient = useQueryClient();
  const star = useMutation({ ...starFoodMutation(), onSuccess: () => refreshFavourites(queryClient, userId) });
  const unstar = useMutation({ ...unstarFoodMutation(), onSuccess: () => refreshFavourites(queryClient, userId) });
  return {
    star: (foodId: string, amount: ScanItemChoice | null = null) =>
      star.mutateAsync({ path: { userId, foodId }, body: amountOf(amount) }),
    unstar: (foodId: string) => unstar.mutateAsync({ path: { userId, foodId } }),
    pending: star.isPending || unstar.isPending,
  };
}

/** Saves foods or an entry as a meal under a name. */
export function useSaveMeal(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({ ...createSavedMealMutation(), onSuccess: () => refreshSavedMeals(queryClient, userId) });
}

/** Renames a saved meal, or changes its foods. */
export function useUpdateSavedMeal(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({ ...updateSavedMealMutation(), onSuccess: () => refreshSavedMeals(queryClient, userId) });
}

/** Forgets a saved meal; entries logged from it stay. */
export function useDeleteSavedMeal(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({ ...deleteSavedMealMutation(), onSuccess: () => refreshSavedMeals(queryClient, userId) });
}

/** Logs a saved meal now, as a new entry. */
export function useLogSavedMeal() {
  const queryClient = useQueryClient();
  return useMutation({ ...logSavedMealMutation(), onSuccess: (scan) => scanCreated(queryClient, scan) });
}

/** The amount a starred food keeps: its portion, or grams; none keeps its first portion. */
function amountOf(choice: ScanItemChoice | null) {
  if (!choice || !('foodId' in choice)) return {};
  if ('portion' in choice) return { portion: choice.portion };
  return 'grams' in choice && choice.grams !== undefined ? { grams: choice.grams } : {};
}

/** A food of an entry as the user would choose it again: the shared rule the API uses too. */
export { choiceOfItem as choiceOf } from '@rules/scans/item-choice';

/** '1 medium', '2 × 1 slice', or '150 g' ('5.3 oz'): a kept food's amount as people say it. */
export const amountText = (food: Pick<FavouriteFood, 'portion' | 'grams'>, format: Formatters) =>
  food.portion
    ? food.portion.quantity === 1
      ? format.portionLabel(food.portion.label)
      : `${format.decimal(food.portion.quantity, 2)} × ${format.portionLabel(food.portion.label)}`
    : format.foodMass(food.grams);

export type { FavouriteFood, SavedMeal };
