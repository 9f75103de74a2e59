import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { describe, expect, it } from 'vitest';
import { shiftedSourceMap, startsUp } from '../../../scripts/app-chunks';

const chunk = (name: string, facadeModuleId: string | null = null, isEntry = false) => ({
  name,
  facadeModuleId,
  isEntry,
});

describe("the build's compile hint", () => {
  it('marks the files a first visit runs nearly all of: entries, the groups, the screens a link opens', () => {
    expect(startsUp(chunk('index', '/repo/frontend/index.html', true))).toBe(true);
    for (const group of ['boot', 'common', 'app', 'screens~history-screen~training-screen']) {
      expect(startsUp(chunk(group)), group).toBe(true);
    }
    expect(startsUp(chunk('history-screen', '/repo/frontend/src/features/history/components/history-screen.tsx'))).toBe(
      true,
    );
    expect(startsUp(chunk('result-route', '/repo/frontend/src/app/routes/result-route.tsx'))).toBe(true);
  });

  it('leaves out what loads later or is mostly unused at first: libraries, Labs, lazy parts', () => {
    expect(startsUp(chunk('workbox-window.prod.es5'))).toBe(false);
    expect(startsUp(chunk('ort.bundle.min'))).toBe(false);
    expect(startsUp(chunk('labs-screen', '/repo/frontend/src/features/labs/components/labs-screen.tsx'))).toBe(false);
    expect(startsUp(chunk('toast-view', '/repo/frontend/src/components/toast/toast-view.tsx'))).toBe(false);
  });

  it("moves a hinted file's source map down the hint's line, so each position still finds its source", () => {
    // 'a' on line 1 and 'b' on line 2 of the built file, from lines 10 and 20 of app.ts.
    const map = JSON.stringify({ version: 3, sources: ['app.ts'], names: [], mappings: 'AASA;AAUA' });
    const before = new TraceMap(map);
    for (const source of [map, new TextEncoder().encode(map)]) {
      const after = new TraceMap(shiftedSourceMap(source));
      expect(originalPositionFor(after, { line: 1, column: 0 }).source).toBeNull();
      for (const line of [1, 2]) {
        expect(originalPositionFor(after, { line: line + 1, column: 0 })).toEqual(
          originalPositionFor(before, { line, column: 0 }),
        );
      }
      expect(originalPositionFor(after, { line: 3, column: 0 }).line).toBe(20);
    }
  });
});
