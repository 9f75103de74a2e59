import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '@/lib/i18n/intl';
import { FixedLocaleProvider } from '@/lib/i18n/locale-provider';
import { ToastProvider, useToast, type ToastOptions } from './toast';

const probe: { show: (options: ToastOptions) => void } = { show: () => undefined };
function Probe() {
  const { toast } = useToast();
  useEffect(() => {
    probe.show = toast;
  }, [toast]);
  return null;
}
const show = (options: ToastOptions) => probe.show(options);

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows one toast at a time and hides it after 5000 ms', async () => {
    render(
      <FixedLocaleProvider language="en">
        <ToastProvider>
          <Probe />
        </ToastProvider>
      </FixedLocaleProvider>,
    );
    // The first toast renders once the view's chunk has loaded (the provider fetches it when the page has).
    act(() => show({ title: 'First' }));
    await vi.waitFor(() => expect(screen.getAllByText('First').length).toBeGreaterThan(0), { timeout: 30_000 });
    act(() => show({ title: 'Second', description: 'Replaces the first' }));
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getAllByText('Second').length).toBeGreaterThan(0);
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.queryAllByText('Second').length).toBeGreaterThan(0);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('names its region and its close button in the reader’s language', async () => {
    vi.useRealTimers();
    await loadMessages('de');
    render(
      <FixedLocaleProvider language="de">
        <ToastProvider>
          <Probe />
        </ToastProvider>
      </FixedLocaleProvider>,
    );
    act(() => show({ title: 'Gespeichert' }));
    expect(await screen.findByRole('button', { name: 'Benachrichtigung schließen' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Benachrichtigungen (F8)' })).toBeInTheDocument();
  });
});
