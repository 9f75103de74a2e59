import { describe, expect, it } from 'vitest';
import { DRAWN_USER } from '@/lib/auth/drawn-user';
import { LANGUAGES } from '@/lib/i18n/languages';
import { loadMessages } from '@/lib/i18n/intl';
import { FOLLOW_DEVICE } from '@rules/preferences/follow-device';
import type { Scan } from '@/client';
import { demoScans, demoUser } from '@/testing/mocks/fixtures';
import type { DrawnData } from './drawn-data';
import { renderScreenFrame } from './screen-frames';
import { SCREEN_PAGES } from './screen-page-list';

/** A screen as the build (or, with data, the server) draws it, read back as a browser would. */
const drawn = async (
  path: string,
  language: (typeof LANGUAGES)[number],
  data?: DrawnData,
  device?: readonly string[],
) => {
  const markup = await renderScreenFrame(path, language, data, device);
  const page = document.createElement('div');
  page.innerHTML = markup;
  return { markup, page, text: page.textContent ?? '' };
};

/** A user's data to draw with: their scans, and display preferences that follow the device unless given. */
const dataOf = (scans: Scan[], displayPreferences = FOLLOW_DEVICE): DrawnData => ({
  userId: demoUser.id,
  displayPreferences,
  scans,
});

const framed = SCREEN_PAGES.flatMap((page) => ('frame' in page ? [page.frame] : []));

describe('the signed-in screens drawn at build', () => {
  it('draws every framed screen in every language: the header, the tab bar, nothing of the user, no script', async () => {
    expect(framed).toEqual(['/scanner', '/results/drawn', '/history', '/training']);
    for (const language of LANGUAGES) {
      const messages = await loadMessages(language);
      for (const path of framed) {
        const { markup, page } = await drawn(path, language);
        expect(page.querySelector('header h1'), `${path} ${language}`).not.toBeNull();
        const tabs = [...page.querySelectorAll('nav a')].map((tab) => tab.textContent);
        expect(tabs, `${path} ${language}`).toEqual([
          messages['app.route.scan'],
          messages['app.route.history'],
          messages['app.route.training'],
          messages['app.route.profile'],
        ]);
        expect(markup).not.toContain(DRAWN_USER.id);
        expect(markup).not.toMatch(/<script/i);
        expect(markup).not.toContain('data-testid');
      }
    }
  });

  it('draws History in German in its loading state: its heading and placeholders, no log yet', async () => {
    const messages = await loadMessages('de');
    const { page } = await drawn('/history', 'de');
    expect(page.querySelector('header h1')?.textContent).toBe(messages['app.route.history']);
    expect(page.querySelector('h2#history-heading')?.textContent).toBe(messages['history.title']);
    expect(page.querySelector('nav a[aria-current="page"]')?.textContent).toBe(messages['app.route.history']);
    expect(page.querySelectorAll('h3')).toHaveLength(0);
  });

  it('draws the scanner with its camera starting, and a pushed page with its way back', async () => {
    const messages = await loadMessages('en');
    const result = await drawn('/results/drawn', 'en');
    expect(result.page.querySelector('header button')?.getAttribute('aria-label')).toBe('Back to History');
    // A result waits for its scan: placeholders, no food's name or figures yet.
    expect(result.page.querySelector('main h2')).toBeNull();
    expect(result.text).not.toMatch(/kcal/);
    const scanner = await drawn('/scanner', 'en');
    expect(scanner.text).toContain(messages['scan.upload']);
    expect(scanner.page.querySelector('nav a[aria-current="page"]')?.textContent).toBe(messages['app.route.scan']);
  });

  it("draws a result with its scan for one request: the food's name and figures, as the app shows them", async () => {
    const scan = demoScans[0]!;
    const { page, text } = await drawn(`/results/${scan.id}`, 'en', dataOf([scan]));
    expect(page.querySelector('main h2#result-title')?.textContent).toBe(scan.foodName);
    expect(text).toContain(`${scan.calories}kcal`);
    expect(page.querySelector('[aria-busy="true"]')).toBeNull();
    // Only the scan it was given: another id draws the placeholders.
    const other = await drawn('/results/another-scan', 'en', dataOf([scan]));
    expect(other.page.querySelector('main h2#result-title')).toBeNull();
    expect(other.page.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it("writes the figures in the account's units, else in those of the browser's region, as the app will", async () => {
    const banana = demoScans.find((scan) => scan.id === 'scan-banana')!;
    const path = `/results/${banana.id}`;
    // Someone in Britain whose account follows the device reads grams; in the US, ounces.
    expect((await drawn(path, 'en', dataOf([banana]), ['en-gb', 'en'])).text).toContain('1 medium · 118 g');
    expect((await drawn(path, 'en', dataOf([banana]), ['en-us'])).text).toContain('1 medium · 4.2 oz');
    // An account that chose grams reads grams on any device.
    const grams = { ...FOLLOW_DEVICE, massUnit: 'g' as const };
    expect((await drawn(path, 'en', dataOf([banana], grams), ['en-us'])).text).toContain('1 medium · 118 g');
  });
});
