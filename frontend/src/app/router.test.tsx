import { screen, waitFor, within } from '@testing-library/react';
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

describe('navigation on pushed pages', () => {
  const tab = (name: string) => within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name });

  it('a result has a back control to History, and the tab bar marks History', async () => {
    const { router } = renderApp('/results/scan-1');
    const back = await screen.findByRole('button', { name: 'Back to History' });
    expect(tab('History')).toHaveAttribute('aria-current', 'true');
    expect(tab('Scan')).not.toHaveAttribute('aria-current');
    // Opened directly (no earlier page in the app), back goes to the parent.
    await userEvent.click(back);
    // The move completes once the History screen's code has loaded and the page has rendered it:
    // the router's location changes first, the tab bar with the next render.
    await waitFor(() => expect(router.state.location.pathname).toBe('/history'));
    await waitFor(() => expect(tab('History')).toHaveAttribute('aria-current', 'page'));
    expect(screen.queryByRole('button', { name: /^Back to/ })).toBeNull();
  });

  it('back returns to the page the user came from', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/profile');
    await user.click(await screen.findByRole('link', { name: 'Labs' }));
    await user.click(await screen.findByRole('link', { name: 'Food Search' }));
    await user.click(await screen.findByRole('button', { name: 'Back to Labs' }));
    expect(router.state.location.pathname).toBe('/labs');
    await user.click(await screen.findByRole('button', { name: 'Back to Profile' }));
    expect(router.state.location.pathname).toBe('/profile');
  }, 15_000);

  it.each([
    ['/notifications', 'Back to Profile', 'Profile'],
    ['/help', 'Back to Profile', 'Profile'],
    ['/labs', 'Back to Profile', 'Profile'],
    ['/nutrition-demo', 'Back to Labs', 'Profile'],
  ])('%s: %s, with the %s tab marked', async (url, back, section) => {
    renderApp(url);
    expect(await screen.findByRole('button', { name: back })).toBeInTheDocument();
    expect(tab(section)).toHaveAttribute('aria-current', 'true');
  });

  it("the legal pages keep their own back link and add none to the header, under Profile's tab", async () => {
    renderApp('/terms');
    expect(await screen.findByRole('link', { name: 'Back to Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('button', { name: /^Back to/ })).toBeNull();
    expect(tab('Profile')).toHaveAttribute('aria-current', 'true');
  });

  it('an unknown address says so, with a way back', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Scan' })).toBeInTheDocument();
  });

  it('the tabs themselves have no back control', async () => {
    for (const url of ['/scanner', '/history', '/training', '/profile']) {
      const { unmount } = renderApp(url);
      expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Back to/ })).toBeNull();
      unmount();
    }
  });
});
