import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoUser } from '@/testing/mocks/fixtures';
import { http } from '@/testing/mocks/handlers/http';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/render';
import { ExportSheet } from './export-sheet';

describe('exporting the log', () => {
  beforeAll(() => {
    // jsdom has no object URLs; the download link needs one.
    URL.createObjectURL = () => 'blob:export';
    URL.revokeObjectURL = () => undefined;
  });

  it.each([
    ['en-AU', 'kJ'],
    ['en-GB', null],
  ])('on a %s phone asks for the energy in kJ too only when the reader reads kJ', async (locale, expected) => {
    const asked: (string | null)[] = [];
    server.use(
      http.get('/api/users/{userId}/scans/export', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('energyUnit'));
        return new HttpResponse('Date\n', { headers: { 'content-type': 'text/csv' } });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ExportSheet userId={demoUser.id} open onOpenChange={() => undefined} />, {
      deviceLocales: [locale],
    });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(asked).toEqual([expected]));
  });
});
