import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Scan } from '@/client';
import { getDisplayPreferencesOptions } from '@/client/@tanstack/react-query.gen';
import { scanQueryOptions } from '@/lib/scans/get-scan';
import { demoScans, demoUser } from '@/testing/mocks/fixtures';
import { DRAWN_DATA_ELEMENT_ID, drawnDataScript, readDrawnData, seedDrawnData } from './drawn-data';

const preferences = { language: null, energyUnit: 'kJ', massUnit: 'oz', volumeUnit: null, bodyUnits: null } as const;
const dataOf = (scans: Scan[]) => ({ userId: demoUser.id, displayPreferences: preferences, scans });

/** A page holding the markup, parsed as a browser parses a page. */
const pageWith = (markup: string) => new DOMParser().parseFromString(`<body>${markup}</body>`, 'text/html');

describe('the data a screen was drawn with, carried in its page', () => {
  it('reads back what was written, even when the user wrote markup into a name', () => {
    const scan = { ...demoScans[0]!, foodName: 'Salad </script><script>alert(1)</script> \u2028 & more' };
    const script = drawnDataScript(dataOf([scan]));
    expect(script).not.toContain('</script><script>');
    const page = pageWith(`${script}<p id="after">after</p>`);
    // The block ended where it was meant to: nothing of the name became an element of the page.
    expect(page.querySelectorAll('script')).toHaveLength(1);
    expect(page.getElementById('after')?.textContent).toBe('after');
    expect(readDrawnData(page)).toEqual(dataOf([scan]));
  });

  it('reads nothing from a page without the block, or with one it cannot read', () => {
    expect(readDrawnData(pageWith('<p>no data</p>'))).toBeNull();
    expect(
      readDrawnData(pageWith(`<script type="application/json" id="${DRAWN_DATA_ELEMENT_ID}">{oops</script>`)),
    ).toBeNull();
    expect(
      readDrawnData(pageWith(`<script type="application/json" id="${DRAWN_DATA_ELEMENT_ID}">{}</script>`)),
    ).toBeNull();
    // Scans without whose they are and in which units they were drawn: not this app's block.
    const scansOnly = JSON.stringify({ scans: demoScans.slice(0, 1) });
    expect(
      readDrawnData(pageWith(`<script type="application/json" id="${DRAWN_DATA_ELEMENT_ID}">${scansOnly}</script>`)),
    ).toBeNull();
  });

  it("puts each drawn scan where the result screen's query finds it, and the account's units where the app reads them", () => {
    const queryClient = new QueryClient();
    seedDrawnData(queryClient, dataOf(demoScans.slice(0, 2)));
    for (const scan of demoScans.slice(0, 2)) {
      expect(queryClient.getQueryData(scanQueryOptions(scan.id).queryKey)).toEqual(scan);
    }
    const saved = getDisplayPreferencesOptions({ path: { userId: demoUser.id } }).queryKey;
    expect(queryClient.getQueryData(saved)).toEqual(preferences);
  });
});
