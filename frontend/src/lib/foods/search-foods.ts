import { useQuery } from '@tanstack/react-query';
import { searchFoodsOptions } from '@/client/@tanstack/react-query.gen';

/** How many foods one search lists. */
export const FOOD_SEARCH_PAGE_SIZE = 10;

/** The food database's best matches for `q`. */
export const foodSearchQueryOptions = (q: string) => searchFoodsOptions({ query: { q, limit: FOOD_SEARCH_PAGE_SIZE } });

/** Searches once `q` is not empty. */
export const useFoodSearch = (q: string) => useQuery({ ...foodSearchQueryOptions(q), enabled: q !== '' });
