import { CameraOff } from 'lucide-react';
import { useState } from 'react';
import { CAMERA_DENIED_MESSAGE, useCamera } from './use-camera';
import styles from './camera-capture.module.css';

/** The side of the square framing guide, in CSS pixels. */
export const FRAMING_GUIDE_PX = 224;

/**
 * Live camera with the framing guide and a round capture button that stays
 * disabled until the camera is active. Shared by the scanner and training.
 */
export function CameraCapture({
  onCapture,
  disabled = false,
  captureLabel = 'Take photo',
}: {
  onCapture: (photo: Blob) => void;
  disabled?: boolean;
  captureLabel?: string;
}) {
  const { videoRef, state, capture } = useCamera();
  const [capturing, setCapturing] = useState(false);

  const takePhoto = async () => {
    setCapturing(true);
    try {
      const photo = await capture();
      if (photo) onCapture(photo);
    } finally {
      setCapturing(false);
    }
  };

  return (
    <div className={styles.camera}>
      <div className={styles.viewport} data-state={state}>
        <video
          ref={videoRef}
          className={styles.video}
          playsInline
          muted
          autoPlay
          aria-label="Camera preview"
          hidden={state !== 'active' && state !== 'starting'}
        />
        {state === 'denied' || state === 'unavailable' ? (
          <div className={styles.problem} role="alert">
            <CameraOff size={32} aria-hidden="true" />
            <p>
              {state === 'denied'
                ? CAMERA_DENIED_MESSAGE
                : 'No camera is available on this device. Choose a photo from your gallery instead.'}
            </p>
          </div>
        ) : (
          <div className={styles.guide} style={{ width: FRAMING_GUIDE_PX, height: FRAMING_GUIDE_PX }}>
            <span className={styles.guideText}>Position food in frame</span>
          </div>
        )}
        {state === 'starting' ? (
          <p className={styles.starting} role="status">
            Starting camera…
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className={styles.shutter}
        onClick={() => void takePhoto()}
        disabled={state !== 'active' || disabled || capturing}
        aria-label={captureLabel}
      >
        <span className={styles.shutterInner} aria-hidden="true" />
      </button>
    </div>
  );
}
