import type { Language, Scan } from '../../generated/types.gen';
import type { FoodNames } from '../foods/food-names';
import { scanIn } from './scan-names';
import type { ScanService } from './scan.service';

/** A result's path, with the scan's id as the contract allows one (letters, digits, '_' and '-'). */
const RESULT_PATH = /^\/results\/([A-Za-z0-9_-]{1,64})\/?$/;

/**
 * A result page's first visit, drawn with its data: `draws` says which paths are results, `read`
 * gives the scan of `/results/<id>`, named in the drawing's language as `GET /api/scans/{id}` names
 * it, when it is the user's own; null for any other path, and for a scan that is missing or
 * someone else's (the page then shows its placeholders, and
 * the app says the scan is not found, as it does for a link opened in the app).
 */
export function resultPageData(scans: Pick<ScanService, 'findOwned'>, names: FoodNames) {
  return {
    draws: (route: string) => RESULT_PATH.test(route),
    read: async (route: string, language: Language, userId: string): Promise<{ scans: Scan[] } | null> => {
      const id = RESULT_PATH.exec(route)?.[1];
      if (!id) return null;
      const scan = await scans.findOwned(id, userId);
      return scan ? { scans: [scanIn(scan, language, names)] } : null;
    },
  };
}
