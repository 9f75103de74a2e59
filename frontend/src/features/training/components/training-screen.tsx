import { Camera, ImageUp, ListChecks, Star } from 'lucide-react';
import { useState, type CSSProperties } from 'react';
import type { TrainingCategory, TrainingUploadResponse } from '@/client';
import { CameraCapture } from '@/components/camera/camera-capture';
import { useToast } from '@/components/toast/toast';
import { Button } from '@/components/ui/button';
import { Disclosure } from '@/components/ui/disclosure';
import { PhotoPickerButton } from '@/components/ui/photo-picker';
import { Spinner } from '@/components/ui/spinner';
import { rateLimitMessage } from '@/lib/api-error';
import { useTrainingCounts } from '../api/get-training-counts';
import { useUploadTrainingImage } from '../api/upload-training-image';
import {
  categoryName,
  PHOTO_GUIDELINES,
  PHOTOS_PER_CATEGORY_ADVICE,
  PRIORITY_CATEGORIES,
  TRAINING_CATEGORIES,
  type CategoryInfo,
} from '../training-categories';
import styles from './training-screen.module.css';

type SessionUploads = Partial<Record<TrainingCategory, TrainingUploadResponse[]>>;

/**
 * /training: reference photos per food category. The camera button captures with the scanner's
 * camera, a photo can carry the food's name, and the stored counts come from the server.
 */
export function TrainingScreen({ userId }: { userId: string }) {
  const counts = useTrainingCounts(userId);
  const upload = useUploadTrainingImage(userId);
  const { toast } = useToast();
  const [uploading, setUploading] = useState<TrainingCategory | null>(null);
  const [cameraFor, setCameraFor] = useState<TrainingCategory | null>(null);
  const [session, setSession] = useState<SessionUploads>({});

  const stored = (id: TrainingCategory) => counts.data?.counts.find((row) => row.category === id)?.count;

  /** Uploads the photos one after another; one toast tells how it went. */
  const send = async (category: TrainingCategory, photos: Blob[], label: string) => {
    if (uploading || photos.length === 0) return;
    setUploading(category);
    let failed = false;
    let tooMany: string | null = null;
    for (const photo of photos) {
      try {
        const stored = await upload(photo, category, label);
        setSession((current) => ({ ...current, [category]: [...(current[category] ?? []), stored] }));
      } catch (error) {
        console.error('Training upload failed', error);
        failed = true;
        tooMany = rateLimitMessage(error);
        if (tooMany) break; // the rest would be refused too
      }
    }
    setUploading(null);
    toast(
      failed
        ? { title: 'Upload failed', description: tooMany ?? 'Please try again', variant: 'destructive' }
        : { title: 'Training image uploaded!', description: `${categoryName(category)} recognition improved` },
    );
  };

  return (
    <div className={styles.screen}>
      <header className={styles.intro}>
        <h2 className={styles.title}>Food Recognition Training</h2>
        <p className={styles.lead}>
          Teach Morsel the foods you eat. Add reference photos to a category, and name the food if you like.
        </p>
        <p className={styles.badge}>{PHOTOS_PER_CATEGORY_ADVICE}</p>
        <p className={styles.total} aria-live="polite">
          {counts.data ? `${counts.data.total} reference ${counts.data.total === 1 ? 'photo' : 'photos'} saved` : ''}
        </p>
      </header>

      <section className={styles.card} aria-labelledby="training-priority">
        <h3 id="training-priority" className={styles.cardTitle}>
          <Star size={18} aria-hidden="true" /> Start with these
        </h3>
        <ol className={styles.priority}>
          {PRIORITY_CATEGORIES.map((id) => (
            <li key={id}>
              <a href={`#category-${id}`}>{categoryName(id)}</a>
            </li>
          ))}
        </ol>
      </section>

      <Disclosure title="Photo guidelines" icon={<ListChecks size={20} aria-hidden="true" />}>
        <ul className={styles.guidelines}>
          {PHOTO_GUIDELINES.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Disclosure>

      {TRAINING_CATEGORIES.map((category) => (
        <CategoryCard
          key={category.id}
          category={category}
          storedCount={stored(category.id)}
          sessionUploads={session[category.id] ?? []}
          uploading={uploading === category.id}
          busy={uploading !== null}
          cameraOpen={cameraFor === category.id}
          onOpenCamera={() => setCameraFor(category.id)}
          onCloseCamera={() => setCameraFor(null)}
          onSend={(photos, label) => void send(category.id, photos, label)}
        />
      ))}
    </div>
  );
}

function CategoryCard({
  category,
  storedCount,
  sessionUploads,
  uploading,
  busy,
  cameraOpen,
  onOpenCamera,
  onCloseCamera,
  onSend,
}: {
  category: CategoryInfo;
  storedCount: number | undefined;
  sessionUploads: TrainingUploadResponse[];
  uploading: boolean;
  busy: boolean;
  cameraOpen: boolean;
  onOpenCamera: () => void;
  onCloseCamera: () => void;
  onSend: (photos: Blob[], label: string) => void;
}) {
  const [label, setLabel] = useState('');
  const headingId = `category-${category.id}`;

  return (
    <section
      className={styles.category}
      aria-labelledby={headingId}
      style={{ '--category-color': category.color } as CSSProperties}
    >
      <div className={styles.categoryHeader}>
        <h3 id={headingId} className={styles.categoryName}>
          {category.name}
        </h3>
        <span className={styles.stored}>{storedCount === undefined ? '' : `${storedCount} saved`}</span>
      </div>
      <p className={styles.description}>{category.description}</p>
      <p className={styles.examples}>
        <span className={styles.examplesLabel}>Examples:</span> {category.examples.join(', ')}
      </p>
      <details className={styles.ideas}>
        <summary>Photo ideas</summary>
        <ul>
          {category.photoIdeas.map((idea) => (
            <li key={idea}>{idea}</li>
          ))}
        </ul>
      </details>

      <label className={styles.labelField}>
        <span>Food name (optional)</span>
        <input
          type="text"
          value={label}
          maxLength={120}
          placeholder="e.g. homemade dal"
          onChange={(event) => setLabel(event.target.value)}
        />
      </label>

      {cameraOpen ? (
        <div className={styles.cameraPanel}>
          <CameraCapture
            captureLabel={`Take a ${category.name} photo`}
            disabled={busy}
            onCapture={(photo) => {
              onCloseCamera();
              onSend([photo], label);
            }}
          />
          <Button variant="secondary" block onClick={onCloseCamera}>
            Close camera
          </Button>
        </div>
      ) : null}

      <div className={styles.actions}>
        <PhotoPickerButton
          multiple
          className={styles.uploadButton}
          disabled={busy}
          testId={`upload-input-${category.id}`}
          onPick={(files) =>
            onSend(
              files.filter((file) => file.type.startsWith('image/')),
              label,
            )
          }
        >
          {uploading ? (
            <>
              <Spinner size={18} /> Uploading...
            </>
          ) : (
            <>
              <ImageUp size={18} aria-hidden="true" /> Upload Photos
            </>
          )}
        </PhotoPickerButton>
        <Button
          variant="secondary"
          className={styles.cameraButton}
          disabled={busy || cameraOpen}
          aria-label={`Take a photo for ${category.name}`}
          onClick={onOpenCamera}
        >
          <Camera size={20} aria-hidden="true" />
        </Button>
      </div>

      <p className={styles.sessionCount} aria-live="polite">
        {sessionUploads.length} uploaded this session
      </p>
      {sessionUploads.length > 0 ? (
        <ul className={styles.thumbs} aria-label={`${category.name} photos uploaded this session`}>
          {sessionUploads.map((upload) => (
            <li key={upload.id ?? upload.imageUrl}>
              <img
                src={upload.thumbnailUrl ?? upload.imageUrl}
                alt={upload.label ?? `${category.name} reference photo`}
                width={64}
                height={64}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
