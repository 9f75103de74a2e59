import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoScans, demoUser } from '@/testing/mocks/fixtures';
import { recognitionHandlers, scanApi } from '@/testing/mocks/handlers';
import { errorResponse } from '@/testing/mocks/handlers/http';
import { server } from '@/testing/mocks/server';
import { deniedCamera, pendingCamera } from '@/testing/fake-camera';
import { renderApp } from '@/testing/render';
import { PHOTO_RECOGNITION_OFF_STORAGE_KEY } from '@/lib/recognition/recognition-status';

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'lunch.jpg', { type: 'image/jpeg' });

/** Records whether the scanner called the upload API at all. */
function watchUploads() {
  const watched = { called: false };
  server.use(
    http.post('*/api/scans', () => {
      watched.called = true;
      return HttpResponse.json({}, { status: 500 });
    }),
  );
  return watched;
}

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

  it('keeps the failure on the scanner, with a retry that sends the same photo, when the server fails', async () => {
    let attempts = 0;
    server.use(
      http.post('*/api/scans', () => {
        attempts += 1;
        return attempts === 1 ? errorResponse(500, 'internal_error', 'boom') : undefined;
      }),
      ...scanApi(demoScans, { processingMs: 0 }),
    );
    const { router } = renderApp('/scanner', { camera: 'denied' });
    await userEvent.upload(await screen.findByTestId('gallery-input'), photo());
    const failure = await screen.findByRole('alert', { name: 'Scan failed' });
    expect(failure).toHaveTextContent('Morsel could not analyse the photo. Check your connection and try again.');
    expect(screen.queryByRole('dialog', { name: 'Analyzing Food' })).toBeNull();
    expect(router.state.location.pathname).toBe('/scanner');
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/results/scan-fresh'));
    expect(attempts).toBe(2);
  });

  it("keeps the server's own reason on the scanner when it refuses the upload, with no retry, until the next photo", async () => {
    server.use(
      http.post('*/api/scans', () =>
        errorResponse(415, 'unsupported_media_type', 'Please upload a photo: JPEG, PNG, WebP or HEIC.'),
      ),
    );
    renderApp('/scanner', { camera: 'denied' });
    await userEvent.upload(await screen.findByTestId('gallery-input'), photo());
    const failure = await screen.findByRole('alert', { name: 'Scan failed' });
    expect(failure).toHaveTextContent('Please upload a photo: JPEG, PNG, WebP or HEIC.');
    expect(within(failure).queryByRole('button', { name: 'Try again' })).toBeNull();
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(screen.getByTestId('gallery-input'), notes, { applyAccept: false });
    expect(await screen.findByRole('alert', { name: 'Not a photo' })).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Scan failed' })).toBeNull();
  });

  it('refuses a file that is not an image, without calling the API', async () => {
    const upload = watchUploads();
    renderApp('/scanner', { camera: 'denied' });
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    // The picker accepts images only; a desktop "All files" choice still reaches us.
    await userEvent.upload(await screen.findByTestId('gallery-input'), notes, { applyAccept: false });
    expect(await screen.findByRole('alert', { name: 'Not a photo' })).toHaveTextContent('“notes.txt” is not an image.');
    expect(upload.called).toBe(false);
  });

  it('says an empty file is empty, without calling the API', async () => {
    const upload = watchUploads();
    renderApp('/scanner', { camera: 'denied' });
    await userEvent.upload(
      await screen.findByTestId('gallery-input'),
      new File([], 'IMG_0001.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByRole('alert', { name: 'This file is empty' })).toHaveTextContent(
      '“IMG_0001.jpg” holds no photo (0 bytes).',
    );
    expect(upload.called).toBe(false);
  });

  it('says photo recognition is off when the server says so', async () => {
    server.use(...recognitionHandlers.photoRecognitionOff);
    renderApp('/scanner', { camera: 'denied' });
    expect(await screen.findByRole('note', { name: 'Photo recognition is off' })).toHaveTextContent(
      'its image model isn’t installed',
    );
  });

  it('draws the notice with the screen where the server last said recognition is off, and keeps that answer', async () => {
    server.use(...recognitionHandlers.photoRecognitionOff);
    renderApp('/scanner', { camera: 'denied' });
    await screen.findByRole('note', { name: 'Photo recognition is off' });
    await waitFor(() => expect(localStorage.getItem(PHOTO_RECOGNITION_OFF_STORAGE_KEY)).toBe('off'));
    cleanup();

    // The next visit: the server has not answered yet, and the notice is there as the screen first shows.
    server.use(http.get('*/api/recognition/status', () => delay('infinite')));
    renderApp('/scanner', { camera: 'denied' });
    await screen.findByRole('button', { name: 'Upload from Gallery' });
    expect(screen.getByRole('note', { name: 'Photo recognition is off' })).toBeVisible();
  });

  it('forgets that recognition was off once the server says it is on', async () => {
    localStorage.setItem(PHOTO_RECOGNITION_OFF_STORAGE_KEY, 'off');
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/recognition/status', async () => {
        await answered;
        return undefined; // the default answer: recognition on
      }),
    );
    renderApp('/scanner', { camera: 'denied' });
    await screen.findByRole('note', { name: 'Photo recognition is off' });
    answer();
    await waitFor(() => expect(screen.queryByRole('note', { name: 'Photo recognition is off' })).toBeNull());
    expect(localStorage.getItem(PHOTO_RECOGNITION_OFF_STORAGE_KEY)).toBeNull();
  });

  it('shows no notice while photo recognition is on', async () => {
    let checked = false;
    server.use(
      http.get('*/api/recognition/status', () => {
        checked = true;
        return undefined;
      }),
    );
    renderApp('/scanner', { camera: 'denied' });
    await waitFor(() => expect(checked).toBe(true));
    await screen.findByRole('button', { name: 'Upload from Gallery' });
    expect(screen.queryByRole('note', { name: 'Photo recognition is off' })).toBeNull();
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
