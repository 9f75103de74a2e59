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

  /** A service worker controlling the page that answers the question with `signedIn`. */
  function controlledBy(signedIn: boolean | null) {
    const postMessage = vi.fn((message: unknown, transfer: MessagePort[]) => {
      if (signedIn !== null) transfer[0]?.postMessage({ signedIn });
    });
    const controller = signedIn === null ? null : { postMessage };
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller } });
    return postMessage;
  }

  it('asks the service worker at once, with a port for the reply, and opens the app when someone is signed in', async () => {
    const postMessage = controlledBy(true);
    const openApp = vi.fn();
    const answered = openAppIfSignedIn(openApp);
    expect(postMessage).toHaveBeenCalledWith({ type: WHO_IS_SIGNED_IN }, [expect.any(MessagePort)]);
    await answered;
    expect(openApp).toHaveBeenCalledOnce();
  });

  it('stays when nobody is signed in', async () => {
    controlledBy(false);
    const openApp = vi.fn();
    await openAppIfSignedIn(openApp);
    expect(openApp).not.toHaveBeenCalled();
  });

  it('asks nothing on a page the server sent (no service worker controls it)', async () => {
    controlledBy(null);
    const openApp = vi.fn();
    await openAppIfSignedIn(openApp);
    expect(openApp).not.toHaveBeenCalled();
  });
});
