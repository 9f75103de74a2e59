import { useQuery } from '@tanstack/react-query';
import { Cpu, ImageUp, PackageOpen } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { CameraCapture } from '@/components/camera/camera-capture';
import { PhotoPickerButton } from '@/components/ui/photo-picker';
import { RetryButton } from '@/components/ui/retry-button';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';
import type { Classification, ModelAvailability, OnDeviceClassifier } from '../on-device-classifier';
import styles from './on-device-model-test-screen.module.css';

export interface OnDeviceModelRuntime {
  checkModel: () => Promise<ModelAvailability>;
  loadModel: () => Promise<OnDeviceClassifier>;
}

/** The real runtime, loaded only when this page is opened (onnxruntime-web is large). */
const realRuntime: OnDeviceModelRuntime = {
  checkModel: async () => (await import('../on-device-classifier')).modelAvailability(),
  loadModel: async () => (await import('../on-device-classifier')).loadClassifier(),
};

/** A duration in whole milliseconds, as the reader's language writes it ('412 ms'). */
const ms = (intl: IntlShape, value: number) =>
  intl.formatNumber(value, { style: 'unit', unit: 'millisecond', unitDisplay: 'short', maximumFractionDigits: 0 });

/** A 0-1 probability as a percent with one decimal ('91.0%'). */
const probability = (intl: IntlShape, value: number) =>
  intl.formatNumber(value, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * /on-device-model-test: on-device recognition in the browser. The same MobileNetV2 model the server
 * uses runs in onnxruntime-web on a camera frame or a chosen photo; nothing leaves the device.
 */
export function OnDeviceModelTestScreen({ runtime = realRuntime }: { runtime?: OnDeviceModelRuntime }) {
  const intl = useIntl();
  const availability = useQuery({ queryKey: ['on-device-model', 'model-availability'], queryFn: runtime.checkModel });
  const classifier = useQuery({
    queryKey: ['on-device-model', 'classifier'],
    queryFn: runtime.loadModel,
    enabled: availability.data === 'installed',
    gcTime: Infinity,
  });

  return (
    <div className={styles.screen}>
      <p className={styles.intro}>
        <FormattedMessage id="labs.model.intro" />
      </p>
      {availability.isPending ? (
        <p className={styles.loading} role="status">
          <Spinner /> <FormattedMessage id="labs.model.checking" />
        </p>
      ) : availability.isError ? (
        <StatusMessage
          tone="error"
          icon={<Cpu size={28} />}
          title={intl.formatMessage({ id: 'labs.model.unreachable.title' })}
        >
          <FormattedMessage id="labs.model.unreachable.body" />
        </StatusMessage>
      ) : availability.data === 'missing' ? (
        <StatusMessage icon={<PackageOpen size={28} />} title={intl.formatMessage({ id: 'labs.model.missing.title' })}>
          <FormattedMessage
            id="labs.model.missing.body"
            values={{ command: <code key="command">npm run models:install</code> }}
          />
        </StatusMessage>
      ) : classifier.isPending ? (
        <p className={styles.loading} role="status">
          <Spinner />{' '}
          <FormattedMessage
            id="labs.model.loading"
            values={{ size: intl.formatNumber(3.5, { style: 'unit', unit: 'megabyte', unitDisplay: 'short' }) }}
          />
        </p>
      ) : classifier.isError ? (
        <StatusMessage
          tone="error"
          icon={<Cpu size={28} />}
          title={intl.formatMessage({ id: 'labs.model.failed.title' })}
          action={<RetryButton onRetry={() => void classifier.refetch()} />}
        >
          <FormattedMessage id="labs.model.failed.body" values={{ reason: classifier.error.message }} />
        </StatusMessage>
      ) : (
        <Classify classifier={classifier.data} />
      )}
    </div>
  );
}

function Classify({ classifier }: { classifier: OnDeviceClassifier }) {
  const intl = useIntl();
  const [result, setResult] = useState<Classification | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const resultsRef = useRef<HTMLElement>(null);
  // The answer appears below the camera: bring it into view.
  useEffect(() => {
    if (result) resultsRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [result]);

  const classify = async (photo: Blob) => {
    setBusy(true);
    setFailed(false);
    try {
      setResult(await classifier.classify(photo));
    } catch (error) {
      console.error('On-device classification failed', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className={styles.ready} role="status">
        <FormattedMessage id="labs.model.ready" values={{ duration: ms(intl, classifier.loadMs) }} />
      </p>
      <CameraCapture
        captureLabel={intl.formatMessage({ id: 'labs.model.classifyFrame' })}
        disabled={busy}
        onCapture={(photo) => void classify(photo)}
      />
      <PhotoPickerButton
        variant="secondary"
        block
        disabled={busy}
        testId="model-photo-input"
        onPick={([file]) => void classify(file!)}
      >
        <ImageUp size={18} aria-hidden="true" /> <FormattedMessage id="labs.model.choose" />
      </PhotoPickerButton>
      {busy ? (
        <p className={styles.loading} role="status">
          <Spinner /> <FormattedMessage id="labs.model.classifying" />
        </p>
      ) : null}
      {failed ? (
        <p className={styles.error} role="alert">
          <FormattedMessage id="labs.model.unreadable" />
        </p>
      ) : null}
      {result && !busy ? (
        <section ref={resultsRef} className={styles.card} aria-labelledby="model-results">
          <h2 id="model-results" className={styles.cardTitle}>
            <FormattedMessage id="labs.model.results" />
          </h2>
          <ol className={styles.candidates}>
            {result.candidates.map((candidate) => (
              <li key={candidate.label}>
                <span className={styles.label}>{candidate.label}</span>
                <span className={styles.probability}>{probability(intl, candidate.probability)}</span>
                <span
                  className={styles.bar}
                  aria-hidden="true"
                  style={{ width: `${Math.max(2, candidate.probability * 100)}%` }}
                />
              </li>
            ))}
          </ol>
          <p className={styles.timing}>
            <FormattedMessage
              id="labs.model.timing"
              values={{ inference: ms(intl, result.inferenceMs), total: ms(intl, result.totalMs) }}
            />
          </p>
        </section>
      ) : null}
    </>
  );
}
