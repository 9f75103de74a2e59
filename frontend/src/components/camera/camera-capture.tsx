import * as Collapsible from '@radix-ui/react-collapsible';
import { CameraOff, ChevronDown, ImageUp } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PhotoPickerButton } from '@/components/ui/photo-picker';
import { RetryButton } from '@/components/ui/retry-button';
import { useCamera } from './use-camera';
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
  captureLabel,
  onPickPhotos,
}: {
  onCapture: (photo: Blob) => void;
  disabled?: boolean;
  captureLabel?: string;
  /** Where photos chosen instead of the camera go, when the camera cannot be used. */
  onPickPhotos?: (files: File[]) => void;
}) {
  const intl = useIntl();
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
          aria-label={intl.formatMessage({ id: 'app.camera.preview' })}
          hidden={state !== 'active' && state !== 'starting'}
        />
        {/* Keyed apart: the guide's box turning into the problem's would count as a layout shift. */}
        {state === 'denied' || state === 'unavailable' ? (
          <div key="problem" className={styles.problem} role="alert">
            <CameraOff size={32} aria-hidden="true" />
            {/* What happened, then what to do. */}
            <p className={styles.problemTitle}>
              <FormattedMessage id={state === 'denied' ? 'app.camera.deniedTitle' : 'app.camera.unavailableTitle'} />
            </p>
            <p className={styles.problemText}>
              <FormattedMessage
                id={state === 'denied' ? 'app.camera.deniedMessage' : 'app.camera.unavailableMessage'}
              />
            </p>
            <div className={styles.problemActions}>
              {onPickPhotos ? (
                <PhotoPickerButton testId="camera-problem-picker" onPick={onPickPhotos} disabled={disabled}>
                  <ImageUp size={18} aria-hidden="true" />
                  <FormattedMessage id="app.camera.choosePhoto" />
                </PhotoPickerButton>
              ) : null}
              <RetryButton onRetry={retry} label={intl.formatMessage({ id: 'app.camera.retry' })} />
            </div>
            {state === 'denied' ? <AllowCameraHelp /> : null}
          </div>
        ) : (
          <div key="guide" className={styles.guide} style={{ width: FRAMING_GUIDE_PX, height: FRAMING_GUIDE_PX }}>
            <span className={styles.guideText}>
              <FormattedMessage id="app.camera.frameGuide" />
            </span>
          </div>
        )}
        {state === 'starting' ? (
          <p className={styles.starting} role="status">
            <FormattedMessage id="app.camera.starting" />
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className={styles.shutter}
        onClick={() => void takePhoto()}
        disabled={state !== 'active' || disabled || capturing}
        aria-label={captureLabel ?? intl.formatMessage({ id: 'app.camera.takePhoto' })}
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
        <FormattedMessage id="app.camera.allowHelp" />
        <ChevronDown size={16} aria-hidden="true" className={styles.helpChevron} />
      </Collapsible.Trigger>
      <Collapsible.Content>
        <ol className={styles.helpSteps}>
          {(['app.camera.allowChrome', 'app.camera.allowSafari', 'app.camera.allowInstalled'] as const).map((id) => (
            <li key={id}>
              <FormattedMessage id={id} values={{ b: (text) => <strong>{text}</strong> }} />
            </li>
          ))}
          <li>
            <FormattedMessage id="app.camera.allowThen" />
          </li>
        </ol>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
