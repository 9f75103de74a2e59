import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSignedOutAnswer, openAppIfSignedIn, visitorPageUrl, WHO_IS_SIGNED_IN } from './visitor-pages';

describe('the visitor pages the service worker may send', () => {
  it('stand for the landing page and Help, in the first language Morsel speaks', () => {
    expect(visitorPageUrl('/', ['de-AT', 'en'])).toBe('/visitor/de/index.html');
    expect(visitorPageUrl('/help', ['fr-FR', 'es-MX'])).toBe('/visitor/es/help.html');
    expect(visitorPageUrl('/help', ['fr'])).toBe('/visitor/en/help.html');
    expect(visitorPageUrl('/', [])).toBe('/visitor/en/index.html');
  });

  it('stand for no other route: sign-in and every signed-in screen are the app', () => {
    for (const path of ['/login', '/scanner', '/history', '/help/', '/index.html', '/visitor/en/index.html']) {
      expect(visitorPageUrl(path, ['en'])).toBeNull();
    }
  });

  it("are chosen only on the server's answer that nobody is signed in", () => {
    expect(isSignedOutAnswer('null')).toBe(true);
    expect(isSignedOutAnswer(' null\n')).toBe(true);
    expect(isSignedOutAnswer('{"id":"u1","email":"a@example.com"}')).toBe(false);
    expect(isSignedOutAnswer('')).toBe(false);
  });
});

describe('a visitor page checking for a sign-in the service worker missed', () => {
  const serviceWorker = Object.getOwnPropertyDescriptor(navigator, 'serviceWorker');
  afterEach(() => {
    if (serviceWorker) Object.defineProperty(navigator, 'serviceWorker', serviceWorker);
    else delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  const controlledBy = (controller: Partial<ServiceWorker> | null) =>
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller } });

  it('asks the service worker once the page has loaded, with a port for the reply', () => {
    const postMessage = vi.fn();
    controlledBy({ postMessage });
    openAppIfSignedIn();
    // jsdom's document has loaded, so the question goes at once.
    expect(postMessage).toHaveBeenCalledOnce();
    const [message, transfer] = postMessage.mock.calls[0] as [unknown, MessagePort[]];
    expect(message).toEqual({ type: WHO_IS_SIGNED_IN });
    expect(transfer).toHaveLength(1);
    transfer[0]?.close();
  });

  it('asks nothing on a page the server sent (no service worker controls it)', () => {
    controlledBy(null);
    expect(() => openAppIfSignedIn()).not.toThrow();
  });
});
