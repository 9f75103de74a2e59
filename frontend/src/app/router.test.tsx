import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';

describe('the route table', () => {
  it('reaches the developer pages through Profile → Labs', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/profile');
    await user.click(await screen.findByRole('link', { name: 'Labs' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Labs' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/labs');
    await user.click(screen.getByRole('link', { name: 'Recognition Engine Test' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Recognition Engine Test' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/recognition-engine-test');
  }, 15_000); // three screens load lazily on the way

  it.each([
    ['/passio-test', '/recognition-engine-test', 'Recognition Engine Test'],
    ['/passio-sdk-test', '/on-device-model-test', 'On-Device Model Test'],
  ])('still opens the first address %s, as %s', async (first, current, title) => {
    const { router } = renderApp(first);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(current);
  });
});
