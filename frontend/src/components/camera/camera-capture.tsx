import * as Collapsible from '@radix-ui/react-collapsible';
import { CameraOff, ChevronDown, ImageUp } from 'lucide-react';
import { useState } from 'react';
import { PhotoPickerButton } from '@/components/ui/photo-picker';
import { RetryButton } from '@/components/ui/retry-button';
import {
  CAMERA_DENIED_MESSAGE,
  CAMERA_DENIED_TITLE,
  CAMERA_UNAVAILABLE_MESSAGE,
  CAMERA_UNAVAILABLE_TITLE,
  useCamera,
} from './use-camera';
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
  onPickPhotos,
}: {
  onCapture: (photo: Blob) => void;
  disabled?: boolean;
  captureLabel?: string;
  /** Where photos chosen instead of the camera go, when the camera cannot be used. */
  onPickPhotos?: (files: File[]) => void;
}) {
  const { videoRef, state, capture, retry } = useCamera();
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
            <p className={styles.problemTitle}>{state === 'denied' ? CAMERA_DENIED_TITLE : CAMERA_UNAVAILABLE_TITLE}</p>
            <p className={styles.problemText}>
              {state === 'denied' ? CAMERA_DENIED_MESSAGE : CAMERA_UNAVAILABLE_MESSAGE}
            </p>
            <div className={styles.problemActions}>
              {onPickPhotos ? (
                <PhotoPickerButton testId="camera-problem-picker" onPick={onPickPhotos} disabled={disabled}>
                  <ImageUp size={18} aria-hidden="true" />
                  Choose a photo
                </PhotoPickerButton>
              ) : null}
              <RetryButton onRetry={retry} label="Try the camera again" />
            </div>
            {state === 'denied' ? <AllowCameraHelp /> : null}
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

/** How to give a site the camera back, for the browsers people scan with. */
function AllowCameraHelp() {
  return (
    <Collapsible.Root className={styles.help}>
      <Collapsible.Trigger className={styles.helpTrigger}>
        How to allow the camera
        <ChevronDown size={16} aria-hidden="true" className={styles.helpChevron} />
      </Collapsible.Trigger>
      <Collapsible.Content>
        <ol className={styles.helpSteps}>
          <li>
            <strong>Chrome (Android, computer):</strong> tap the icon left of the address, then Permissions (or Site
            settings) → Camera → Allow.
          </li>
          <li>
            <strong>Safari (iPhone, iPad):</strong> tap aA in the address bar, then Website Settings → Camera → Allow.
          </li>
          <li>
            <strong>Installed app:</strong> open your phone&apos;s Settings → Apps → Morsel (or the browser) →
            Permissions → Camera.
          </li>
          <li>Then press &lsquo;Try the camera again&rsquo;.</li>
        </ol>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
