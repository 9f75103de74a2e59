import { useCallback, useEffect, useRef, useState } from 'react';
import { useCameraSource } from './camera-source';

export type CameraState = 'starting' | 'active' | 'denied' | 'unavailable';

/** Captured frames are JPEG at quality 0.9, at the video's native size. */
export const CAPTURE_JPEG_QUALITY = 0.9;

const isPermissionError = (error: unknown) =>
  error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError');

/**
 * The camera lifecycle: starting → active once permission is granted, or
 * denied/unavailable. Tracks are stopped when the component unmounts (the user
 * leaves the screen), so the camera light goes off.
 */
export function useCamera() {
  const openCamera = useCameraSource();
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>('starting');
  // Each attempt asks for the camera again (after the person allowed it, or closed the other app).
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    openCamera().then(
      async (stream) => {
        if (cancelled) {
          stream.getTracks().forEach((track) => track.stop());
          return;
        }
        streamRef.current = stream;
        const video = videoRef.current;
        if (video) {
          video.srcObject = stream;
          // Muted inline video may autoplay; a rejected play() (e.g. power saving) still leaves a live stream.
          await video.play().catch(() => undefined);
        }
        if (!cancelled) setState('active');
      },
      (error: unknown) => {
        if (cancelled) return;
        // No camera, or no permission: a state the screen explains, not a fault.
        console.warn('Camera unavailable', error);
        setState(isPermissionError(error) ? 'denied' : 'unavailable');
      },
    );
    return () => {
      cancelled = true;
      streamRef.current?.getTracks().forEach((track) => track.stop());
      streamRef.current = null;
    };
  }, [openCamera, attempt]);

  /** Asks for the camera again. */
  const retry = useCallback(() => {
    setState('starting');
    setAttempt((n) => n + 1);
  }, []);

  /** The current frame as a JPEG at the video's native size, or null (a failure is logged, never shown). */
  const capture = useCallback(async (): Promise<Blob | null> => {
    const video = videoRef.current;
    if (!video || !streamRef.current || state !== 'active') {
      console.error('Camera not active');
      return null;
    }
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d');
    if (!context) {
      console.error('Canvas context not available');
      return null;
    }
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', CAPTURE_JPEG_QUALITY),
    );
    if (!blob) console.error('Failed to capture photo');
    return blob;
  }, [state]);

  return { videoRef, state, capture, retry };
}
