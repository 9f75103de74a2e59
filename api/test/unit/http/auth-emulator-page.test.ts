import { describe, expect, it } from 'vitest';
import { rewriteEmulatorPage } from '../../../src/http/auth-emulator-proxy';

describe("the sign-in emulator's page", () => {
  it('loads nothing from other hosts, and the app’s own stylesheet and icon', () => {
    const page = rewriteEmulatorPage(
      [
        '<html><head>',
        '<link rel="stylesheet" href="https://fonts.googleapis.com/css?family=Roboto">',
        '<script src="https://unpkg.com/material-components-web/dist/mdc.js"></script>',
        '<script src="https://apis.google.com/js/api.js"></script>',
        '</head><body></body></html>',
      ].join(''),
    );
    expect(page).not.toMatch(/https:\/\//);
    expect(page).toContain('<script src="/gapi-shim.js"></script>');
    expect(page).toContain('<link rel="stylesheet" href="/auth-emulator.css">');
    expect(page).toContain('<link rel="icon" href="/favicon.svg">');
  });

  it('links them after the title when the page has no head element, as the emulator now writes it', () => {
    const page = rewriteEmulatorPage(
      '<!DOCTYPE html><meta charset="utf-8"><title>Auth Emulator</title><style></style><body></body>',
    );
    expect(page).toContain(
      '<title>Auth Emulator</title><link rel="stylesheet" href="/auth-emulator.css"><link rel="icon" href="/favicon.svg"><style>',
    );
  });
});
