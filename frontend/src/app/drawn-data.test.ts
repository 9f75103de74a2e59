import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { scanQueryOptions } from '@/lib/scans/get-scan';
import { demoScans } from '@/testing/mocks/fixtures';
import { DRAWN_DATA_ELEMENT_ID, drawnDataScript, readDrawnData, seedDrawnData } from './drawn-data';

/** A page holding the markup, parsed as a browser parses a page. */
const pageWith = (markup: string) => new DOMParser().parseFromString(`<body>${markup}</body>`, 'text/html');

describe('the data a screen was drawn with, carried in its page', () => {
  it('reads back what was written, even when the user wrote markup into a name', () => {
    const scan = { ...demoScans[0]!, foodName: 'Salad </script><script>alert(1)</script> \u2028 & more' };
    const script = drawnDataScript({ scans: [scan] });
    expect(script).not.toContain('</script><script>');
    const page = pageWith(`${script}<p id="after">after</p>`);
    // The block ended where it was meant to: nothing of the name became an element of the page.
    expect(page.querySelectorAll('script')).toHaveLength(1);
    expect(page.getElementById('after')?.textContent).toBe('after');
    expect(readDrawnData(page)).toEqual({ scans: [scan] });
  });

  it('reads nothing from a page without the block, or with one it cannot read', () => {
    expect(readDrawnData(pageWith('<p>no data</p>'))).toBeNull();
    expect(
      readDrawnData(pageWith(`<script type="application/json" id="${DRAWN_DATA_ELEMENT_ID}">{oops</script>`)),
    ).toBeNull();
    expect(
      readDrawnData(pageWith(`<script type="application/json" id="${DRAWN_DATA_ELEMENT_ID}">{}</script>`)),
    ).toBeNull();
  });

  it("puts each drawn scan where the result screen's query finds it", () => {
    const queryClient = new QueryClient();
    seedDrawnData(queryClient, { scans: demoScans.slice(0, 2) });
    for (const scan of demoScans.slice(0, 2)) {
      expect(queryClient.getQueryData(scanQueryOptions(scan.id).queryKey)).toEqual(scan);
    }
  });
});
