import { Brain, Camera, Gauge, ImageUp, Lightbulb, Zap } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CameraCapture } from '@/components/camera/camera-capture';
import { useToast } from '@/components/toast/toast';
import { refusalMessage } from '@/lib/api-error';
import { PhotoPickerButton } from '@/components/ui/photo-picker';
import { ScanQueued, useCreateScan } from '@/lib/scans/create-scan';
import { useSharedPhoto } from '@/lib/outbox/use-shared-photo';
import { RecentFoods } from './recent-foods';
import type { ScanProgress } from '../scan-progress';
import { ScanProgressOverlay } from './scan-progress-overlay';
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

/** The scanner: live camera, gallery upload, and the 'Analyzing Food' overlay while a photo is analysed. */
export function ScannerScreen({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const { scanPhoto } = useCreateScan(userId);
  const [analyzing, setAnalyzing] = useState(false);
  const [progress, setProgress] = useState<ScanProgress>({ stage: 'preparing' });

  const analyze = async (photo: Blob) => {
    if (analyzing) return;
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
      toast({
        title: 'Scan Failed',
        description: refusalMessage(error) ?? 'Unable to analyze the image. Please try again.',
        variant: 'destructive',
      });
    }
  };

  const onFileChosen = ([file]: File[]) => {
    if (!file!.type.startsWith('image/')) {
      toast({
        title: 'Not a photo',
        description: 'Please choose an image file (JPEG, PNG, WebP or HEIC).',
        variant: 'destructive',
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
      </section>

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
