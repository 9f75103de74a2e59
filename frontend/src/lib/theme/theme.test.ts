import { describe, expect, it } from 'vitest';
import { applyTheme, readPreference, resolveTheme } from './theme';

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
});
