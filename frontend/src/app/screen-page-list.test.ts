import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREEN_PAGES } from './screen-page-list';

const routerSource = fs.readFileSync(path.join(import.meta.dirname, 'router.tsx'), 'utf8');

/** How router.tsx writes the import of a module under `frontend/src/`. */
const importSpecifiers = (module: string) => {
  const bare = module.replace(/^src\//, '').replace(/\.tsx?$/, '');
  return [`@/${bare}`, `./${path.relative('app', bare)}`];
};

describe("the screens' first-visit pages", () => {
  it('name the very modules the router loads for those paths', () => {
    for (const page of SCREEN_PAGES) {
      const imported = importSpecifiers(page.module).some((specifier) =>
        routerSource.includes(`import('${specifier}')`),
      );
      expect(imported, `router.tsx imports ${page.module}`).toBe(true);
      for (const screenPath of page.paths) {
        // '/' is the index route; the others are declared by their path without the leading slash.
        if (screenPath === '/') continue;
        expect(routerSource, screenPath).toContain(`path: '${screenPath.slice(1)}'`);
      }
    }
  });

  it('draw each framed screen at one of the paths its page answers', () => {
    for (const page of SCREEN_PAGES) {
      if (!('frame' in page)) continue;
      const answers = page.paths.some((pattern) =>
        new RegExp(`^${pattern.replace(/:[a-z]+/gi, '[^/]+')}$`).test(page.frame),
      );
      expect(answers, `${page.name} draws ${page.frame}`).toBe(true);
    }
  });
});
