import { serverMessage } from '@rules/errors/server-messages';
import { forbidden, notFound } from '../../http/errors';
import type { Handlers } from '../../http/operations';
import type { FavouriteFoodsService } from './favourite-foods.service';
import type { SavedMealsService } from './saved-meals.service';

export function shortcutHandlers({
  savedMeals,
  favouriteFoods,
}: {
  savedMeals: SavedMealsService;
  favouriteFoods: FavouriteFoodsService;
}): Pick<
  Handlers,
  | 'listSavedMeals'
  | 'createSavedMeal'
  | 'updateSavedMeal'
  | 'deleteSavedMeal'
  | 'logSavedMeal'
  | 'listFavouriteFoods'
  | 'starFood'
  | 'unstarFood'
> {
  const ownMeals = (pathUserId: string, userId: string) => {
    if (pathUserId !== userId) throw forbidden(serverMessage('forbidden.savedMeals'));
  };
  const ownFavourites = (pathUserId: string, userId: string) => {
    if (pathUserId !== userId) throw forbidden(serverMessage('forbidden.favouriteFoods'));
  };
  return {
    async listSavedMeals({ path, user }) {
      ownMeals(path.userId, user.id);
      return { status: 200, body: { meals: await savedMeals.list(user.id) } };
    },

    async createSavedMeal({ path, body, user }) {
      ownMeals(path.userId, user.id);
      return { status: 201, body: await savedMeals.create(user.id, body) };
    },

    async updateSavedMeal({ path, body, user }) {
      ownMeals(path.userId, user.id);
      return { status: 200, body: await savedMeals.update(user.id, path.mealId, body) };
    },

    async deleteSavedMeal({ path, user }) {
      ownMeals(path.userId, user.id);
      if (!(await savedMeals.delete(user.id, path.mealId))) throw notFound(serverMessage('savedMeal.notFound'));
      return { status: 204, body: undefined };
    },

    async logSavedMeal({ path, body, user }) {
      ownMeals(path.userId, user.id);
      return { status: 201, body: await savedMeals.log(user.id, path.mealId, body ?? {}) };
    },

    async listFavouriteFoods({ path, user }) {
      ownFavourites(path.userId, user.id);
      return { status: 200, body: { foods: await favouriteFoods.list(user.id) } };
    },

    async starFood({ path, body, user }) {
      ownFavourites(path.userId, user.id);
      return { status: 200, body: await favouriteFoods.star(user.id, path.foodId, body ?? {}) };
    },

    async unstarFood({ path, user }) {
      ownFavourites(path.userId, user.id);
      await favouriteFoods.unstar(user.id, path.foodId);
      return { status: 204, body: undefined };
    },
  };
}
