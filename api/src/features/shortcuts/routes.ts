import { serverMessage } from '@rules/errors/server-messages';
import { forbidden, notFound } from '../../http/errors';
import { requestLanguage } from '../../http/language';
import type { Handlers } from '../../http/operations';
import type { FoodService } from '../foods/food.service';
import { scanIn } from '../scans/scan-names';
import type { FavouriteFoodsService } from './favourite-foods.service';
import type { SavedMealsService } from './saved-meals.service';

export function shortcutHandlers({
  savedMeals,
  favouriteFoods,
  foods,
}: {
  savedMeals: SavedMealsService;
  favouriteFoods: FavouriteFoodsService;
  foods: FoodService;
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
    async listSavedMeals({ path, user, ctx }) {
      ownMeals(path.userId, user.id);
      const language = requestLanguage(ctx);
      const meals = (await savedMeals.list(user.id)).map((meal) => ({
        ...meal,
        items: foods.names.items(meal.items, language),
      }));
      return { status: 200, body: { meals } };
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

    async logSavedMeal({ path, body, user, ctx }) {
      ownMeals(path.userId, user.id);
      const scan = await savedMeals.log(user.id, path.mealId, body ?? {});
      return { status: 201, body: scanIn(scan, requestLanguage(ctx), foods.names) };
    },

    async listFavouriteFoods({ path, user, ctx }) {
      ownFavourites(path.userId, user.id);
      const favourites = await favouriteFoods.list(user.id);
      return { status: 200, body: { foods: foods.names.items(favourites, requestLanguage(ctx)) } };
    },

    async starFood({ path, body, user, ctx }) {
      ownFavourites(path.userId, user.id);
      const favourite = await favouriteFoods.star(user.id, path.foodId, body ?? {});
      const [named] = foods.names.items([favourite], requestLanguage(ctx));
      return { status: 200, body: named ?? favourite };
    },

    async unstarFood({ path, user }) {
      ownFavourites(path.userId, user.id);
      await favouriteFoods.unstar(user.id, path.foodId);
      return { status: 204, body: undefined };
    },
  };
}
