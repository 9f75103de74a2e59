import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Disclosure } from './disclosure';
import { enhanceStaticDisclosures } from './static-disclosure';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('enhanceStaticDisclosures', () => {
  it('opens and closes the markup Disclosure draws, with no React running', async () => {
    document.body.innerHTML = renderToStaticMarkup(
      <Disclosure title="Your Data & Privacy">
        <p>Your data is never sold.</p>
      </Disclosure>,
    );
    enhanceStaticDisclosures(document);
    const trigger = screen.getByRole('button', { name: 'Your Data & Privacy' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Your data is never sold.')).not.toBeVisible();

    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('data-state', 'open');
    expect(trigger.getAttribute('aria-controls')).toBe(screen.getByText('Your data is never sold.').parentElement?.id);
    expect(screen.getByText('Your data is never sold.')).toBeVisible();

    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Your data is never sold.')).not.toBeVisible();
  });
});
