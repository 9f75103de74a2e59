import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, readPreference, resolveTheme, THEME_FIRST_PAINT_SCRIPT, THEME_STORAGE_KEY } from './theme';

describe('the colour theme', () => {
  it("follows the phone's setting unless the user chose light or dark", () => {
    expect(resolveTheme('system', 'dark')).toBe('dark');
    expect(resolveTheme('system', 'light')).toBe('light');
    expect(resolveTheme('light', 'dark')).toBe('light');
    expect(resolveTheme('dark', 'light')).toBe('dark');
  });

  it('reads only a saved light or dark; anything else is the system setting', () => {
    const storage = (value: string | null) => ({ getItem: () => value });
    expect(readPreference(storage('dark'))).toBe('dark');
    expect(readPreference(storage('light'))).toBe('light');
    expect(readPreference(storage(null))).toBe('system');
    expect(readPreference(storage('purple'))).toBe('system');
  });

  it('sets data-theme on the page and the browser bar colour', () => {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
    applyTheme('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(meta.content).toBe('#0e1311');
    applyTheme('light');
    expect(meta.content).toBe('#0f7b5f');
    meta.remove();
  });

  describe('the inline script that sets it before the first paint', () => {
    afterEach(() => {
      localStorage.clear();
      vi.unstubAllGlobals();
      delete document.documentElement.dataset.theme;
    });
    /** Runs the script as the page's inline script runs, with the phone in dark or light. */
    const runWithPhoneIn = (phone: 'dark' | 'light') => {
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: phone === 'dark' && query.includes('dark') }));
      new Function(THEME_FIRST_PAINT_SCRIPT)();
      return document.documentElement.dataset.theme;
    };

    it('makes the same choice as the app: the saved one, else the phone’s', () => {
      expect(runWithPhoneIn('dark')).toBe('dark');
      expect(runWithPhoneIn('light')).toBe('light');
      localStorage.setItem(THEME_STORAGE_KEY, 'light');
      expect(runWithPhoneIn('dark')).toBe('light');
      localStorage.setItem(THEME_STORAGE_KEY, 'dark');
      expect(runWithPhoneIn('light')).toBe('dark');
      localStorage.setItem(THEME_STORAGE_KEY, 'purple');
      expect(runWithPhoneIn('dark')).toBe('dark');
    });

    it('leaves the page as it is when it cannot read the choice, for the app to set', () => {
      vi.stubGlobal('matchMedia', () => {
        throw new Error('no matchMedia');
      });
      expect(() => new Function(THEME_FIRST_PAINT_SCRIPT)()).not.toThrow();
      expect(document.documentElement.dataset.theme).toBeUndefined();
    });
  });
});
