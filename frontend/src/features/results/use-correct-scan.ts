import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Scan, ScanItemChoice } from '@/client';
import { listSavedMealsOptions } from '@/client/@tanstack/react-query.gen';
import { useToast } from '@/components/toast/toast';
import { isApiError } from '@/lib/api-error';
import { usePhotoRecognitionOff } from '@/lib/recognition/recognition-status';
import { choiceOf, type ItemRow } from '@/lib/scans/item-rows';
import { useUpdateScan } from '@/lib/scans/update-scan';
import { choiceOfItem } from '@rules/scans/item-choice';

/** The server's own words for a refused correction, else a plain sentence. */
export function correctionFailure(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.serverMessage) {
    return error.serverMessage;
  }
  return 'Your change was not saved. Check your connection and try again.';
}

const listFormat = new Intl.ListFormat('en', { type: 'conjunction' });
/** 'Rice, Chicken curry, and Naan'. */
const listOf = (names: string[]) => listFormat.format(names);

/** A scan's one-tap correction, as `useCorrectScan` gives it. */
export interface ScanCorrection {
  chooseFood: (food: { id: string; name: string }) => Promise<void>;
  /** The user's saved meal replaces the items: its foods in its portions. */
  chooseMeal: (meal: { id: string; name: string }) => Promise<void>;
  nameFood: (name: string) => Promise<void>;
  /**
   * The foods described in words replace the scan's items in one request; why it was not saved,
   * or null when it was.
   */
  replaceFoods: (rows: ItemRow[]) => Promise<string | null>;
  isPending: boolean;
  /** Why the last correction was not saved (shown beside the choices until the next one); null when it was. */
  failure: string | null;
}

/**
 * One tap to fix a scan: the chosen food replaces its items (in the food's usual portion), every
 * number is recomputed by the server, and the photo teaches the user's recognizer that food. A
 * success is confirmed in a toast; a failure stays on screen (`failure`).
 */
export function useCorrectScan(scan: Pick<Scan, 'id' | 'imageUrl' | 'userId'>): ScanCorrection {
  const update = useUpdateScan();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const photoRecognitionOff = usePhotoRecognitionOff();
  const [failure, setFailure] = useState<string | null>(null);

  const correct = async (choice: ScanItemChoice, name: string) => {
    setFailure(null);
    try {
      await update.mutateAsync({ path: { id: scan.id }, body: { items: [choice] } });
      toast({
        title: `Changed to ${name}`,
        description:
          'foodId' in choice
            ? photoRecognitionOff
              ? 'The numbers now come from the food database.'
              : 'The numbers now come from the food database, and Morsel will know this food next time.'
            : 'Its nutrition is not known; set the amount with Edit.',
      });
    } catch (error) {
      setFailure(correctionFailure(error));
    }
  };

  const replaceFoods = async (rows: ItemRow[]) => {
    // The server decides what the photo teaches: one food's reference, or a saved meal's when the
    // foods are exactly that meal's; any other plate of several foods teaches nothing.
    const learn = scan.imageUrl !== null;
    try {
      await update.mutateAsync({ path: { id: scan.id }, body: { items: rows.map(choiceOf), learn } });
      toast({
        title: `Changed to ${listOf(rows.map((row) => row.name))}`,
        description:
          learn && rows.length === 1 && !photoRecognitionOff
            ? 'The numbers now come from the food database, and Morsel will know this food next time.'
            : 'The numbers now come from the food database.',
      });
      return null;
    } catch (error) {
      return correctionFailure(error);
    }
  };

  const chooseMeal = async (meal: { id: string; name: string }) => {
    setFailure(null);
    try {
      const { meals } = await queryClient.fetchQuery(listSavedMealsOptions({ path: { userId: scan.userId } }));
      const saved = meals.find((candidate) => candidate.id === meal.id);
      if (!saved) {
        setFailure(`${meal.name} is no longer one of your saved meals. Choose a food instead.`);
        return;
      }
      await update.mutateAsync({ path: { id: scan.id }, body: { items: saved.items.map(choiceOfItem) } });
      toast({
        title: `Changed to ${saved.name}`,
        description: photoRecognitionOff
          ? "Its foods and portions are your saved meal's."
          : "Its foods and portions are your saved meal's, and Morsel will know this plate next time.",
      });
    } catch (error) {
      setFailure(correctionFailure(error));
    }
  };

  return {
    replaceFoods,
    chooseFood: (food: { id: string; name: string }) => correct({ foodId: food.id }, food.name),
    chooseMeal,
    nameFood: (name: string) => correct({ name, grams: 100 }, name),
    isPending: update.isPending,
    failure,
  };
}
