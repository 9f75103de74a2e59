import { useLayoutEffect } from 'react';

/**
 * Removes the drawing of this screen the server sent with the page (a visitor's first visit to
 * sign-in: `visitor/<language>/login.html`), once the app shows a screen of its own: the app's
 * root is hidden until then (global.css), so the visitor sees the drawing, never the loading
 * skeleton between.
 */
export function useRevealApp(ready: boolean) {
  useLayoutEffect(() => {
    if (ready) document.getElementById('predrawn')?.remove();
  }, [ready]);
}
