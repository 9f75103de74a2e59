import { useQuery } from '@tanstack/react-query';
import { searchRecognitionFoodsOptions } from '@/client/@tanstack/react-query.gen';

/** How many foods the engine's search lists. */
export const RECOGNITION_SEARCH_LIMIT = 5;

/** The foods the recognition engine knows that match `q`, with their nutrition facts. */
export const recognitionFoodsQueryOptions = (q: string) =>
  searchRecognitionFoodsOptions({ query: { q, limit: RECOGNITION_SEARCH_LIMIT } });

/** Searches once `q` is not empty. */
export const useRecognitionFoods = (q: string) => useQuery({ ...recognitionFoodsQueryOptions(q), enabled: q !== '' });
