import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Goals } from '@/client';
import {
  getGoalsOptions,
  getLogSummaryOptions,
  listDaysOptions,
  listRecentFoodsOptions,
  logFoodsMutation,
  logDayAgainMutation,
  logScanAgainMutation,
  updateGoalsMutation,
  getGoalsQueryKey,
} from '@/client/@tanstack/react-query.gen';
import { scanCreated, scansCreated, userLogKeys } from '../scans/scan-cache';
import { deviceTimeZone } from './local-date';

/** The user's days from `from` to `to` (YYYY-MM-DD, inclusive), in the device's time zone. */
export const useDays = (userId: string, from: string, to: string, tz: string = deviceTimeZone()) =>
  useQuery(listDaysOptions({ path: { userId }, query: { from, to, tz } }));

/** Days logged and the streak, by the device's local days. */
export const useLogSummary = (userId: string, tz: string = deviceTimeZone()) =>
  useQuery(getLogSummaryOptions({ path: { userId }, query: { tz } }));

/** The foods the user logged lately, most recent first. */
export const useRecentFoods = (userId: string) => useQuery(listRecentFoodsOptions({ path: { userId } }));

/** The user's daily goals (the defaults until they set their own). */
export const useGoals = (userId: string) => useQuery(getGoalsOptions({ path: { userId } }));

/** Sets the user's daily goals; the days, which carry the goals in force, are fetched again. */
export function useUpdateGoals(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateGoalsMutation(),
    onSuccess: async (answer) => {
      queryClient.setQueryData(getGoalsQueryKey({ path: { userId } }), answer);
      await queryClient.invalidateQueries({ queryKey: userLogKeys(userId).days });
    },
  });
}

/** Logs a scan's items again, now: a new scan without a new photo. */
export function useLogAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    ...logScanAgainMutation(),
    onSuccess: (scan) => scanCreated(queryClient, scan),
  });
}

/** Logs a whole day's entries, or one meal's, again now: new scans without photos. */
export function useLogDayAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    ...logDayAgainMutation(),
    onSuccess: (scans) => scansCreated(queryClient, scans),
  });
}

/** Logs foods from the database (a recent food, say) as a new scan without a photo. */
export function useLogFoods() {
  const queryClient = useQueryClient();
  return useMutation({
    ...logFoodsMutation(),
    onSuccess: (scan) => scanCreated(queryClient, scan),
  });
}

export type { Goals };
