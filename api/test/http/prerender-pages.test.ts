import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { classNamesIn, composeStaticPage, importedScripts, stylesOf } from '../../../scripts/prerender-pages';
import { visitorPageFile } from '../../../rules/pages/visitor-pages';
import { acceptedLanguages } from '../../src/http/visitor-pages';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'], css: ['assets/index-1.css'] },
  '_react.js': { file: 'assets/react-2.js' },
  'src/static-page-boot.ts': { file: 'assets/static-page-boot-3.js', isEntry: true, imports: ['_theme.js'] },
  '_theme.js': { file: 'assets/theme-4.js', imports: ['_preload.js'] },
  '_preload.js': { file: 'assets/preload-5.js' },
  'src/landing-page.tsx': {
    file: 'assets/landing-page-6.js',
    imports: ['_button.js', '_react.js'],
    css: ['assets/landing-page-6.css'],
  },
  '_button.js': { file: 'assets/button-7.js', css: ['assets/button-7.css'] },
};

/** The app's page as the client build writes it. */
const indexHtml = `<!doctype html><html lang="en"><head><title>Morsel</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head><body><div id="root"></div></body></html>`;

describe('the static visitor pages made at build', () => {
  it('links every stylesheet the component needs, its imports first, and preloads the boot script’s chunks', () => {
    expect(stylesOf(manifest, 'src/landing-page.tsx')).toEqual(['assets/button-7.css', 'assets/landing-page-6.css']);
    expect(importedScripts(manifest, 'src/static-page-boot.ts')).toEqual(['assets/theme-4.js', 'assets/preload-5.js']);
  });

  it('replaces the app’s scripts, preloads and styles with the drawn markup and the screen’s own', () => {
    const page = composeStaticPage(indexHtml, {
      language: 'en',
      title: 'Help & more · Morsel',
      markup: '<h1 class="_heading_1">Welcome to Morsel</h1>',
      styles: ['assets/index-1.css', 'assets/landing-page-6.css'],
      script: 'assets/static-page-boot-3.js',
      preloads: ['assets/theme-4.js'],
      hydrates: false,
    });
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<title>Help &amp; more · Morsel</title>');
    expect(page).toContain('<div id="root"><h1 class="_heading_1">Welcome to Morsel</h1></div>');
    expect(page).not.toContain('index-1.js');
    expect(page).not.toContain('react-2.js');
    expect(page.match(/rel="stylesheet"/g)).toHaveLength(2);
    expect(page).toContain('<script type="module" crossorigin src="/assets/static-page-boot-3.js"></script>');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/theme-4.js">');
  });

  it('keeps a page its script takes over inert until then, with only that script, its chunks and styles', () => {
    const page = composeStaticPage(indexHtml, {
      language: 'de',
      title: 'Anmelden · Morsel',
      markup: '<h1>Intelligente Essensanalyse</h1>',
      styles: ['assets/login-page-boot-8.css'],
      script: 'assets/login-page-boot-8.js',
      preloads: ['assets/react-2.js'],
      hydrates: true,
    });
    expect(page).toContain('<html lang="de">');
    expect(page).toContain('<title>Anmelden · Morsel</title>');
    expect(page).toContain('<div id="root" inert><h1>Intelligente Essensanalyse</h1></div>');
    expect(page).not.toContain('index-1.js');
    expect(page).not.toContain('index-1.css');
    const order = ['login-page-boot-8.js', 'react-2.js', 'login-page-boot-8.css'];
    const positions = order.map((file) => page.indexOf(file));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(page.match(/react-2\.js/g)).toHaveLength(1);
  });

  it('names each page’s file per language, and no file for a path or language that could climb out of the folder', () => {
    expect(visitorPageFile('/', 'en')).toBe('visitor/en/index.html');
    expect(visitorPageFile('/help', 'de')).toBe('visitor/de/help.html');
    expect(visitorPageFile('/login', 'es')).toBe('visitor/es/login.html');
    for (const route of ['/../secret', '/help/..', '/a/b', '/%2e%2e', '/Help'])
      expect(visitorPageFile(route, 'en')).toBeNull();
    for (const language of ['..', 'de/..', '', 'DE', 'de-AT', '../en'])
      expect(visitorPageFile('/help', language)).toBeNull();
  });

  it('reads the languages a browser asks for, most wanted first', () => {
    expect(acceptedLanguages('de-AT,de;q=0.9,en;q=0.8')).toEqual(['de', 'en']);
    expect(acceptedLanguages('en;q=0.5, es-MX;q=0.9, fr')).toEqual(['fr', 'es', 'en']);
    expect(acceptedLanguages('de;q=0, *;q=0.5, ES')).toEqual(['es']);
    expect(acceptedLanguages('')).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('../x, de')).toEqual(['de']);
  });

  it('finds the classes the markup uses, leaving out the icons’ own', () => {
    expect([...classNamesIn('<svg class="lucide lucide-camera _icon_1"></svg><p class="_a_1  _b_2">x</p>')]).toEqual([
      '_icon_1',
      '_a_1',
      '_b_2',
    ]);
  });
});
