/**
 * Debian's Chromium, used by Playwright, the story tests and the e2e tests.
 * Test tools cannot download browsers here. The flags keep Chromium from
 * calling out to a network it does not have.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
