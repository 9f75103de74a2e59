import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoScans, demoUser } from '@/testing/mocks/fixtures';
import { scanApi } from '@/testing/mocks/handlers';
import { errorResponse } from '@/testing/mocks/handlers/http';
import { server } from '@/testing/mocks/server';
import { deniedCamera, pendingCamera } from '@/testing/fake-camera';
import { renderApp } from '@/testing/render';

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'lunch.jpg', { type: 'image/jpeg' });

describe('ScannerScreen', () => {
  it('uploads a gallery photo as food-scan.jpg for the signed-in user, then opens the result', async () => {
    const sent: { name: string; userId: FormDataEntryValue | null }[] = [];
    const api = scanApi(demoScans, { processingMs: 0 });
    server.use(
      http.post('*/api/scans', async ({ request }) => {
        const form = await request.clone().formData();
        sent.push({ name: (form.get('image') as File).name, userId: form.get('userId') });
        return undefined; // fall through to the mock API
      }),
      ...api,
    );
    const { router } = renderApp('/scanner', { camera: 'denied' });
    await userEvent.upload(await screen.findByTestId('gallery-input'), photo());
    await waitFor(() => expect(router.state.location.pathname).toBe('/results/scan-fresh'));
    expect(sent).toEqual([{ name: 'food-scan.jpg', userId: demoUser.id }]);
    expect(await screen.findByRole('heading', { name: 'Avocado Toast' })).toBeInTheDocument();
  });

  it("shows the destructive 'Scan Failed' toast and stays put when the server fails", async () => {
    server.use(http.post('*/api/scans', () => errorResponse(500, 'internal_error', 'boom')));
    const { router } = renderApp('/scanner', { camera: 'denied' });
    await userEvent.upload(await screen.findByTestId('gallery-input'), photo());
    expect(await screen.findByText('Scan Failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to analyze the image. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Analyzing Food' })).toBeNull();
    expect(router.state.location.pathname).toBe('/scanner');
  });

  it("shows the server's own reason when it refuses the upload", async () => {
    server.use(
      http.post('*/api/scans', () =>
        errorResponse(415, 'unsupported_media_type', 'Please upload a photo: JPEG, PNG, WebP or HEIC.'),
      ),
    );
    renderApp('/scanner', { camera: 'denied' });
    await userEvent.upload(await screen.findByTestId('gallery-input'), photo());
    expect(await screen.findByText('Scan Failed')).toBeInTheDocument();
    expect(screen.getByText('Please upload a photo: JPEG, PNG, WebP or HEIC.')).toBeInTheDocument();
    expect(screen.queryByText('Unable to analyze the image. Please try again.')).toBeNull();
  });

  it('refuses a file that is not an image, without calling the API', async () => {
    let called = false;
    server.use(
      http.post('*/api/scans', () => {
        called = true;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    renderApp('/scanner', { camera: 'denied' });
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    // The picker accepts images only; a desktop "All files" choice still reaches us.
    await userEvent.upload(await screen.findByTestId('gallery-input'), notes, { applyAccept: false });
    expect(await screen.findByText('Not a photo')).toBeInTheDocument();
    expect(called).toBe(false);
  });

  it('asks for the camera again on request, and uses it once allowed', async () => {
    let allowed = false;
    const camera = () => (allowed ? pendingCamera() : deniedCamera());
    renderApp('/scanner', { camera });
    await userEvent.click(await screen.findByRole('button', { name: 'Try the camera again' }));
    expect(await screen.findByText('Morsel is not allowed to use your camera')).toBeInTheDocument();
    allowed = true; // the person allowed the camera in the browser's settings
    await userEvent.click(screen.getByRole('button', { name: 'Try the camera again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('Starting camera…');
  });

  it('explains a refused camera and keeps the capture button disabled', async () => {
    renderApp('/scanner', { camera: 'denied' });
    expect(await screen.findByText('Morsel is not allowed to use your camera')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a photo' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Capture photo' })).toBeDisabled();
  });
});
