import { describe, expect, it } from 'vitest';
import { startsUp } from '../../../scripts/app-chunks';

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
});
