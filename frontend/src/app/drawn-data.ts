import type { QueryClient } from '@tanstack/react-query';
import { getDisplayPreferencesOptions } from '@/client/@tanstack/react-query.gen';
import { scanQueryOptions } from '@/lib/scans/get-scan';
import type { DrawnData } from '@rules/pages/drawn-data';

export type { DrawnData };

/** The id of the page's `<script type="application/json">` element that carries the drawn data. */
export const DRAWN_DATA_ELEMENT_ID = 'morsel-drawn-data';

/**
 * The drawn data as an inert JSON block for the page. `<` and the two JavaScript line separators
 * are escaped, so no text of the user's ('</script>' in a food's name) can end the element early.
 */
export function drawnDataScript(data: DrawnData): string {
  const json = JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
  return `<script type="application/json" id="${DRAWN_DATA_ELEMENT_ID}">${json}</script>`;
}

/** The drawn data the page carries, or null when it has none or it cannot be read. */
export function readDrawnData(page: Document): DrawnData | null {
  const text = page.getElementById(DRAWN_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<DrawnData>;
    const complete =
      typeof data.userId === 'string' &&
      typeof data.displayPreferences === 'object' &&
      data.displayPreferences !== null &&
      Array.isArray(data.scans);
    return complete ? (data as DrawnData) : null;
  } catch {
    return null;
  }
}

/** Puts the drawn data into the query cache, where the screens' queries find it as if fetched. */
export function seedDrawnData(queryClient: QueryClient, data: DrawnData) {
  const preferences = getDisplayPreferencesOptions({ path: { userId: data.userId } });
  queryClient.setQueryData(preferences.queryKey, data.displayPreferences);
  for (const scan of data.scans) queryClient.setQueryData(scanQueryOptions(scan.id).queryKey, scan);
}
