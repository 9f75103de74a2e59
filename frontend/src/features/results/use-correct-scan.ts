import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Scan, ScanItemChoice } from '@/client';
import { listSavedMealsOptions } from '@/client/@tanstack/react-query.gen';
import { useToast } from '@/components/toast/toast';
import { refusalMessage } from '@/lib/api-error-message';
import { usePhotoRecognitionOff } from '@/lib/recognition/recognition-status';
import { choiceOf, type ItemRow } from '@/lib/scans/item-rows';
import { useUpdateScan } from '@/lib/scans/update-scan';
import { choiceOfItem } from '@rules/scans/item-choice';

/** The server's own words for a refused correction, else a plain sentence in the reader's language. */
export function correctionFailure(error: unknown, intl: IntlShape): string {
  return refusalMessage(error, intl) || intl.formatMessage({ id: 'results.correction.notSaved' });
}

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
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const photoRecognitionOff = usePhotoRecognitionOff();
  const [failure, setFailure] = useState<string | null>(null);

  const correct = async (choice: ScanItemChoice, name: string) => {
    setFailure(null);
    try {
      await update.mutateAsync({ path: { id: scan.id }, body: { items: [choice] } });
      toast({
        title: intl.formatMessage({ id: 'results.correction.changedTo' }, { name }),
        description: intl.formatMessage({
          id:
            'foodId' in choice
              ? photoRecognitionOff
                ? 'results.correction.fromDatabase'
                : 'results.correction.fromDatabaseLearnt'
              : 'results.correction.namedByYou',
        }),
      });
    } catch (error) {
      setFailure(correctionFailure(error, intl));
    }
  };

  const replaceFoods = async (rows: ItemRow[]) => {
    // The server decides what the photo teaches: one food's reference, or a saved meal's when the
    // foods are exactly that meal's; any other plate of several foods teaches nothing.
    const learn = scan.imageUrl !== null;
    try {
      await update.mutateAsync({ path: { id: scan.id }, body: { items: rows.map(choiceOf), learn } });
      toast({
        title: intl.formatMessage(
          { id: 'results.correction.changedTo' },
          {
            name: intl.formatList(
              rows.map((row) => row.name),
              { type: 'conjunction' },
            ),
          },
        ),
        description: intl.formatMessage({
          id:
            learn && rows.length === 1 && !photoRecognitionOff
              ? 'results.correction.fromDatabaseLearnt'
              : 'results.correction.fromDatabase',
        }),
      });
      return null;
    } catch (error) {
      return correctionFailure(error, intl);
    }
  };

  const chooseMeal = async (meal: { id: string; name: string }) => {
    setFailure(null);
    try {
      const { meals } = await queryClient.fetchQuery(listSavedMealsOptions({ path: { userId: scan.userId } }));
      const saved = meals.find((candidate) => candidate.id === meal.id);
      if (!saved) {
        setFailure(intl.formatMessage({ id: 'results.correction.mealGone' }, { name: meal.name }));
        return;
      }
      await update.mutateAsync({ path: { id: scan.id }, body: { items: saved.items.map(choiceOfItem) } });
      toast({
        title: intl.formatMessage({ id: 'results.correction.changedTo' }, { name: saved.name }),
        description: intl.formatMessage({
          id: photoRecognitionOff ? 'results.correction.savedMeal' : 'results.correction.savedMealLearnt',
        }),
      });
    } catch (error) {
      setFailure(correctionFailure(error, intl));
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
