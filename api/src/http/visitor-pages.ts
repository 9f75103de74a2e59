/**
 * Where the build puts a page drawn as static HTML for visitors (`/` → `visitor/index.html`,
 * `/help` → `visitor/help.html`), and where the server looks for it: null for a path that cannot
 * name one.
 */
export function visitorPageFile(route: string): string | null {
  if (route === '/') return 'visitor/index.html';
  return /^\/[a-z][a-z-]*$/.test(route) ? `visitor${route}.html` : null;
}
