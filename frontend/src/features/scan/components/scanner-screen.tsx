import { Brain, Camera, Gauge, ImageUp, Lightbulb, Zap } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { CameraCapture } from '@/components/camera/camera-capture';
import { useToast } from '@/components/toast/toast';
import { PhotoRecognitionOffNotice } from '@/components/recognition/photo-recognition-off-notice';
import { InlineNotice } from '@/components/ui/inline-notice';
import { RetryButton } from '@/components/ui/retry-button';
import { isApiError } from '@/lib/api-error';
import { refusalMessage } from '@/lib/api-error-message';
import { PhotoPickerButton } from '@/components/ui/photo-picker';
import { ScanQueued, useCreateScan } from '@/lib/scans/create-scan';
import { useSharedPhoto } from '@/lib/outbox/use-shared-photo';
import type { MessageId } from '@/lib/i18n/intl';
import { browserSpeechSource, type SpeechSource } from '@/lib/speech/speech-input';
import { FavouriteFoods, RecentFoods, SavedMeals } from './recent-foods';
import type { ScanProgress } from '../scan-progress';
import { ScanProgressOverlay } from './scan-progress-overlay';
import { WordsLog } from './words-log';
import styles from './scanner-screen.module.css';

/** What a scan gives you. No accuracy figure: we do not measure one for the whole app. */
const FEATURES = [
  { title: 'scan.feature.instant', text: 'scan.feature.instantText', icon: Zap },
  { title: 'scan.feature.transparent', text: 'scan.feature.transparentText', icon: Gauge },
  { title: 'scan.feature.smart', text: 'scan.feature.smartText', icon: Brain },
] as const satisfies readonly { title: MessageId; text: MessageId; icon: unknown }[];

const STEPS = [
  { title: 'scan.step.snap', text: 'scan.step.snapText' },
  { title: 'scan.step.identify', text: 'scan.step.identifyText' },
  { title: 'scan.step.facts', text: 'scan.step.factsText' },
] as const satisfies readonly { title: MessageId; text: MessageId }[];

const TIPS = ['scan.tip.light', 'scan.tip.labels', 'scan.tip.mixed'] as const satisfies readonly MessageId[];

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
  const intl = useIntl();
  const { toast } = useToast();
  const { scanPhoto } = useCreateScan(userId);
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
        toast({
          title: intl.formatMessage({ id: 'scan.queued.title' }),
          description: intl.formatMessage({ id: 'scan.queued.body' }),
        });
        navigate('/history');
        return;
      }
      console.error('Scan failed', error);
      setFailure({
        title: intl.formatMessage({ id: 'scan.failed.title' }),
        message: refusalMessage(error) ?? intl.formatMessage({ id: 'scan.failed.body' }),
        retry: refusedForGood(error) ? null : photo,
      });
    }
  };

  const onFileChosen = ([file]: File[]) => {
    if (!file!.type.startsWith('image/')) {
      setFailure({
        title: intl.formatMessage({ id: 'scan.notPhoto.title' }),
        message: intl.formatMessage({ id: 'scan.notPhoto.body' }, { name: file!.name }),
        retry: null,
      });
      return;
    }
    if (file!.size === 0) {
      setFailure({
        title: intl.formatMessage({ id: 'scan.emptyFile.title' }),
        message: intl.formatMessage({ id: 'scan.emptyFile.body' }, { name: file!.name }),
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
          <FormattedMessage id="scan.heading" />
        </h2>
        <CameraCapture
          onCapture={(photo) => void analyze(photo)}
          onPickPhotos={onFileChosen}
          disabled={analyzing}
          captureLabel={intl.formatMessage({ id: 'scan.capture' })}
        />
        <PhotoPickerButton block testId="gallery-input" onPick={onFileChosen} disabled={analyzing}>
          <ImageUp size={20} aria-hidden="true" />
          <FormattedMessage id="scan.upload" />
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
        <PhotoRecognitionOffNotice title="scan.recognitionOff.title" body="scan.recognitionOff.body" />
      </section>

      <WordsLog userId={userId} disabled={analyzing} speech={speech} />

      <SavedMeals userId={userId} disabled={analyzing} />
      <FavouriteFoods userId={userId} disabled={analyzing} />
      <RecentFoods userId={userId} disabled={analyzing} />

      <ul className={styles.features} aria-label={intl.formatMessage({ id: 'scan.features' })}>
        {FEATURES.map(({ title, text, icon: Icon }) => (
          <li key={title} className={styles.feature}>
            <Icon size={22} aria-hidden="true" />
            <strong>
              <FormattedMessage id={title} />
            </strong>
            <span>
              <FormattedMessage id={text} />
            </span>
          </li>
        ))}
      </ul>

      <section aria-labelledby="how-heading" className={styles.card}>
        <h2 id="how-heading" className={styles.cardTitle}>
          <Camera size={18} aria-hidden="true" /> <FormattedMessage id="scan.how" />
        </h2>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <span>
                <strong>
                  <FormattedMessage id={step.title} />
                </strong>
                <span className={styles.stepText}>
                  <FormattedMessage id={step.text} />
                </span>
              </span>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="tips-heading" className={styles.card}>
        <h2 id="tips-heading" className={styles.cardTitle}>
          <Lightbulb size={18} aria-hidden="true" /> <FormattedMessage id="scan.tips" />
        </h2>
        <ul className={styles.tips}>
          {TIPS.map((tip) => (
            <li key={tip}>
              <FormattedMessage id={tip} />
            </li>
          ))}
        </ul>
      </section>

      <ScanProgressOverlay open={analyzing} progress={progress} />
    </div>
  );
}
