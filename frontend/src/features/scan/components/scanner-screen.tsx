import { Brain, Camera, Gauge, ImageUp, Lightbulb, Zap } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CameraCapture } from '@/components/camera/camera-capture';
import { useToast } from '@/components/toast/toast';
import { InlineNotice } from '@/components/ui/inline-notice';
import { RetryButton } from '@/components/ui/retry-button';
import { isApiError, refusalMessage } from '@/lib/api-error';
import { usePhotoRecognitionOff } from '@/lib/recognition/recognition-status';
import { PhotoPickerButton } from '@/components/ui/photo-picker';
import { ScanQueued, useCreateScan } from '@/lib/scans/create-scan';
import { useSharedPhoto } from '@/lib/outbox/use-shared-photo';
import { browserSpeechSource, type SpeechSource } from '@/lib/speech/speech-input';
import { FavouriteFoods, RecentFoods, SavedMeals } from './recent-foods';
import type { ScanProgress } from '../scan-progress';
import { ScanProgressOverlay } from './scan-progress-overlay';
import { WordsLog } from './words-log';
import styles from './scanner-screen.module.css';

/** What a scan gives you. No accuracy figure: we do not measure one for the whole app. */
const FEATURES = [
  { title: 'Instant', text: 'Results in seconds', icon: Zap },
  { title: 'Transparent', text: 'Shows how sure it is', icon: Gauge },
  { title: 'Smart', text: 'AI health insights', icon: Brain },
] as const;

const STEPS = [
  { title: 'Snap or upload', text: 'Take a photo of your meal or pick one from your gallery.' },
  { title: 'AI identifies it', text: 'Our vision engine recognises the food and its ingredients.' },
  { title: 'Get the facts', text: 'See calories, macros, allergens and a health score.' },
] as const;

const TIPS = [
  'Use good lighting: daylight or a bright room works best.',
  'Include nutrition labels in the photo when you have them.',
  'For mixed dishes, make sure all the ingredients are visible.',
] as const;

/** A scan that failed: what went wrong and what to do, and the photo again where a retry can help. */
interface ScanFailure {
  title: string;
  message: string;
  retry: Blob | null;
}

/** A refused photo (not an image, empty, too large) fails again the same way: no retry for it. */
const refusedForGood = (error: unknown) => isApiError(error) && [400, 413, 415].includes(error.status);

/** The scanner: live camera, gallery upload, and the 'Analyzing Food' overlay while a photo is analysed. */
export function ScannerScreen({
  userId,
  speech = browserSpeechSource(),
}: {
  userId: string;
  /** Where spoken words come from: the browser's recognizer, or null where it has none. */
  speech?: SpeechSource | null;
}) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const { scanPhoto } = useCreateScan(userId);
  const photoRecognitionOff = usePhotoRecognitionOff();
  const [analyzing, setAnalyzing] = useState(false);
  const [progress, setProgress] = useState<ScanProgress>({ stage: 'preparing' });
  const [failure, setFailure] = useState<ScanFailure | null>(null);

  const analyze = async (photo: Blob) => {
    if (analyzing) return;
    setFailure(null);
    setAnalyzing(true);
    try {
      const scan = await scanPhoto(photo, setProgress);
      navigate(`/results/${scan.id}`);
    } catch (error) {
      setAnalyzing(false);
      if (error instanceof ScanQueued) {
        toast({ title: 'Saved on this phone', description: 'It will upload by itself when you are back online.' });
        navigate('/history');
        return;
      }
      console.error('Scan failed', error);
      setFailure({
        title: 'Scan failed',
        message: refusalMessage(error) ?? 'Morsel could not analyse the photo. Check your connection and try again.',
        retry: refusedForGood(error) ? null : photo,
      });
    }
  };

  const onFileChosen = ([file]: File[]) => {
    if (!file!.type.startsWith('image/')) {
      setFailure({
        title: 'Not a photo',
        message: `“${file!.name}” is not an image. Choose a photo: JPEG, PNG, WebP or HEIC.`,
        retry: null,
      });
      return;
    }
    if (file!.size === 0) {
      setFailure({
        title: 'This file is empty',
        message: `“${file!.name}” holds no photo (0 bytes). Choose the photo again, or another one.`,
        retry: null,
      });
      return;
    }
    void analyze(file!);
  };
  useSharedPhoto((photo) => void analyze(photo));

  return (
    <div className={styles.screen}>
      <section aria-labelledby="scan-heading" className={styles.capture}>
        <h2 id="scan-heading" className="visually-hidden">
          Scan your food
        </h2>
        <CameraCapture
          onCapture={(photo) => void analyze(photo)}
          onPickPhotos={onFileChosen}
          disabled={analyzing}
          captureLabel="Capture photo"
        />
        <PhotoPickerButton block testId="gallery-input" onPick={onFileChosen} disabled={analyzing}>
          <ImageUp size={20} aria-hidden="true" />
          Upload from Gallery
        </PhotoPickerButton>
        {failure ? (
          <InlineNotice
            tone="error"
            title={failure.title}
            testId="scan-failure"
            action={failure.retry ? <RetryButton onRetry={() => void analyze(failure.retry!)} /> : undefined}
          >
            <p>{failure.message}</p>
          </InlineNotice>
        ) : null}
        {photoRecognitionOff ? (
          <InlineNotice tone="notice" title="Photo recognition is off" testId="photo-recognition-off">
            <p>
              Morsel can’t name meals from photos here yet: its image model isn’t installed. Labels and barcodes still
              work, and you can name any scan by searching.
            </p>
          </InlineNotice>
        ) : null}
      </section>

      <WordsLog userId={userId} disabled={analyzing} speech={speech} />

      <SavedMeals userId={userId} disabled={analyzing} />
      <FavouriteFoods userId={userId} disabled={analyzing} />
      <RecentFoods userId={userId} disabled={analyzing} />

      <ul className={styles.features} aria-label="Features">
        {FEATURES.map(({ title, text, icon: Icon }) => (
          <li key={title} className={styles.feature}>
            <Icon size={22} aria-hidden="true" />
            <strong>{title}</strong>
            <span>{text}</span>
          </li>
        ))}
      </ul>

      <section aria-labelledby="how-heading" className={styles.card}>
        <h2 id="how-heading" className={styles.cardTitle}>
          <Camera size={18} aria-hidden="true" /> How it works
        </h2>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <span>
                <strong>{step.title}</strong>
                <span className={styles.stepText}>{step.text}</span>
              </span>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="tips-heading" className={styles.card}>
        <h2 id="tips-heading" className={styles.cardTitle}>
          <Lightbulb size={18} aria-hidden="true" /> Tips for best results
        </h2>
        <ul className={styles.tips}>
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>

      <ScanProgressOverlay open={analyzing} progress={progress} />
    </div>
  );
}
