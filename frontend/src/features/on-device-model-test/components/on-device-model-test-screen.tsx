import { useQuery } from '@tanstack/react-query';
import { Cpu, ImageUp, PackageOpen } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
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

const ms = (value: number) => `${Math.round(value)} ms`;

/**
 * /on-device-model-test: on-device recognition in the browser. The same MobileNetV2 model the server
 * uses runs in onnxruntime-web on a camera frame or a chosen photo; nothing leaves the device.
 */
export function OnDeviceModelTestScreen({ runtime = realRuntime }: { runtime?: OnDeviceModelRuntime }) {
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
        Runs Morsel’s image model on this device with WebAssembly. Your photo never leaves your phone.
      </p>
      {availability.isPending ? (
        <p className={styles.loading} role="status">
          <Spinner /> Checking for the on-device model...
        </p>
      ) : availability.isError ? (
        <StatusMessage tone="error" icon={<Cpu size={28} />} title="Couldn't reach the server">
          Check your connection and reload the page.
        </StatusMessage>
      ) : availability.data === 'missing' ? (
        <StatusMessage icon={<PackageOpen size={28} />} title="The on-device model isn't installed">
          This server has no copy of the image model to send to your browser. Whoever runs it can add it with{' '}
          <code>npm run models:install</code>. Until then Morsel names no meal from a photo (unless a vision model is
          configured); nutrition labels and barcodes are still read.
        </StatusMessage>
      ) : classifier.isPending ? (
        <p className={styles.loading} role="status">
          <Spinner /> Loading the model (3.5 MB)...
        </p>
      ) : classifier.isError ? (
        <StatusMessage
          tone="error"
          icon={<Cpu size={28} />}
          title="The model could not start"
          action={<RetryButton onRetry={() => void classifier.refetch()} />}
        >
          Your browser could not run the model ({classifier.error.message}).
        </StatusMessage>
      ) : (
        <Classify classifier={classifier.data} />
      )}
    </div>
  );
}

function Classify({ classifier }: { classifier: OnDeviceClassifier }) {
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
        Model ready, loaded in {ms(classifier.loadMs)}.
      </p>
      <CameraCapture captureLabel="Classify camera frame" disabled={busy} onCapture={(photo) => void classify(photo)} />
      <PhotoPickerButton
        variant="secondary"
        block
        disabled={busy}
        testId="model-photo-input"
        onPick={([file]) => void classify(file!)}
      >
        <ImageUp size={18} aria-hidden="true" /> Choose a photo
      </PhotoPickerButton>
      {busy ? (
        <p className={styles.loading} role="status">
          <Spinner /> Classifying...
        </p>
      ) : null}
      {failed ? (
        <p className={styles.error} role="alert">
          This photo could not be read. Try another one.
        </p>
      ) : null}
      {result && !busy ? (
        <section ref={resultsRef} className={styles.card} aria-labelledby="model-results">
          <h2 id="model-results" className={styles.cardTitle}>
            Top candidates
          </h2>
          <ol className={styles.candidates}>
            {result.candidates.map((candidate) => (
              <li key={candidate.label}>
                <span className={styles.label}>{candidate.label}</span>
                <span className={styles.probability}>{(candidate.probability * 100).toFixed(1)}%</span>
                <span
                  className={styles.bar}
                  aria-hidden="true"
                  style={{ width: `${Math.max(2, candidate.probability * 100)}%` }}
                />
              </li>
            ))}
          </ol>
          <p className={styles.timing}>
            Inference {ms(result.inferenceMs)} · total {ms(result.totalMs)}
          </p>
        </section>
      ) : null}
    </>
  );
}
