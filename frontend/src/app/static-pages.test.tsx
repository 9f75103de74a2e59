import { describe, expect, it } from 'vitest';
import { renderStaticPage } from './static-pages';

/** The visitor pages as the build draws them, read back as a browser would. */
const drawn = async (
  path: Parameters<typeof renderStaticPage>[0],
  language: Parameters<typeof renderStaticPage>[1],
) => {
  const { markup, title } = await renderStaticPage(path, language);
  const page = document.createElement('div');
  page.innerHTML = markup;
  return { page, title, text: page.textContent ?? '' };
};

describe('the visitor pages drawn at build', () => {
  it('draws the landing page in German', async () => {
    const { page, title, text } = await drawn('/', 'de');
    expect(title).toBe('Morsel');
    expect(page.querySelector('h1')?.textContent).toBe('Willkommen bei Morsel');
    expect(text).toContain('Intelligente Fotoerkennung');
    expect(text).toContain('Deine Daten werden niemals verkauft.');
    expect(page.querySelector('a[href="/login"]')?.textContent).toBe('Essen analysieren');
    expect(text).not.toContain('Welcome to Morsel');
  });

  it('draws Help in German, its date as German writes it', async () => {
    const { page, title, text } = await drawn('/help', 'de');
    expect(title).toBe('Hilfe · Morsel');
    expect(page.querySelector('h1')?.textContent).toBe('Hilfe und Support');
    expect(text).toContain('Kann ich meine Daten exportieren?');
    expect(text).toContain('20. August 2025');
    expect(page.querySelector('a[href="/privacy?return=homepage"]')?.textContent).toBe('Datenschutzerklärung');
  });

  it('draws sign-in in German, with the providers’ names as they are', async () => {
    const { page, title, text } = await drawn('/login', 'de');
    expect(title).toBe('Anmelden · Morsel');
    expect(text).toContain('Intelligente Essensanalyse');
    expect([...page.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Weiter mit Google',
      'Weiter mit Apple',
      'Weiter mit Facebook',
    ]);
    expect(page.querySelector('a[href="/terms"]')?.textContent).toBe('Nutzungsbedingungen');
  });

  it('draws each page in Spanish and in English too', async () => {
    expect((await drawn('/', 'es')).page.querySelector('h1')?.textContent).toBe('Te damos la bienvenida a Morsel');
    expect((await drawn('/help', 'es')).title).toBe('Ayuda · Morsel');
    const english = await drawn('/', 'en');
    expect(english.page.querySelector('h1')?.textContent).toBe('Welcome to Morsel');
    expect((await drawn('/login', 'en')).title).toBe('Sign in · Morsel');
  });
});
