import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRevealApp } from './predrawn';

function Screen({ ready }: { ready: boolean }) {
  useRevealApp(ready);
  return <p>the app’s screen</p>;
}

afterEach(() => document.getElementById('predrawn')?.remove());

describe('useRevealApp', () => {
  it('keeps the drawing the server sent while the app is loading, and removes it once the app shows a screen', () => {
    const drawing = Object.assign(document.createElement('div'), { id: 'predrawn' });
    document.body.prepend(drawing);
    const { rerender } = render(<Screen ready={false} />);
    expect(document.getElementById('predrawn')).not.toBeNull();
    rerender(<Screen ready />);
    expect(document.getElementById('predrawn')).toBeNull();
  });
});
