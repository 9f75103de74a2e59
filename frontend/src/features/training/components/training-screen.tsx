import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Camera, ImageUp, ListChecks, Sparkles, Star, X } from 'lucide-react';
import { useId, useState, type CSSProperties } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { TrainingCategory, TrainingImage, TrainingUploadResponse } from '@/client';
import { CameraCapture } from '@/components/camera/camera-capture';
import { useToast } from '@/components/toast/toast';
import { Button } from '@/components/ui/button';
import { Disclosure } from '@/components/ui/disclosure';
import { PhotoPickerButton } from '@/components/ui/photo-picker';
import { RetryButton } from '@/components/ui/retry-button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { PhotoRecognitionOffNotice } from '@/components/recognition/photo-recognition-off-notice';
import { InlineNotice } from '@/components/ui/inline-notice';
import { rateLimitMessage, refusalMessage } from '@/lib/api-error-message';
import { usePhotoRecognitionOff } from '@/lib/recognition/recognition-status';
import { useDeleteTrainingImage } from '../api/delete-training-image';
import { useTrainingCounts } from '../api/get-training-counts';
import { useTrainingImages } from '../api/list-training-images';
import { useUploadTrainingImage } from '../api/upload-training-image';
import { groupByFood } from '../reference-groups';
import { categoryName, PHOTO_GUIDELINES, PRIORITY_CATEGORIES, TRAINING_CATEGORIES } from '../training-categories';
import styles from './training-screen.module.css';

/** The categories in the picker: where to start first, then the rest in the page's order. */
const PICKER_ORDER = [
  ...PRIORITY_CATEGORIES.map((id) => TRAINING_CATEGORIES.find((c) => c.id === id)!),
  ...TRAINING_CATEGORIES.filter((c) => !PRIORITY_CATEGORIES.includes(c.id)),
];

/** Why an upload was refused, in the server's words when it said (a 4xx), else a plain retry. */
export function uploadFailure(error: unknown, intl: IntlShape): string {
  return refusalMessage(error) ?? intl.formatMessage({ id: 'training.add.retry' });
}

/**
 * /training: teach Morsel the foods you eat. One picker (a category, the food's name, then photos
 * from the gallery or the camera), and every food taught so far with its reference photos, uploaded
 * or learned from a correction, each removable.
 */
export function TrainingScreen({ userId }: { userId: string }) {
  const intl = useIntl();
  const counts = useTrainingCounts(userId);
  const upload = useUploadTrainingImage(userId);
  const { toast } = useToast();
  const photoRecognitionOff = usePhotoRecognitionOff();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [category, setCategory] = useState<TrainingCategory>(PICKER_ORDER[0]!.id);
  const [label, setLabel] = useState('');
  const [uploading, setUploading] = useState(false);
  const [cameraOpen, setCameraOpen] = useState(false);
  const [session, setSession] = useState<Partial<Record<TrainingCategory, TrainingUploadResponse[]>>>({});
  const labelId = useId();

  const info = TRAINING_CATEGORIES.find((c) => c.id === category)!;
  const infoName = intl.formatMessage({ id: info.name });
  const stored = (id: TrainingCategory) => counts.data?.counts.find((row) => row.category === id)?.count;
  const thisSession = session[category] ?? [];

  /**
   * Uploads the photos one after another: a toast confirms them; a refusal stays under the buttons,
   * in the server's words, until the next upload.
   */
  const send = async (photos: Blob[]) => {
    if (uploading || photos.length === 0) return;
    setRefusal(null);
    setUploading(true);
    let failure: string | null = null;
    for (const photo of photos) {
      try {
        const saved = await upload(photo, category, label);
        setSession((current) => ({ ...current, [category]: [...(current[category] ?? []), saved] }));
      } catch (error) {
        console.error('Training upload failed', error);
        failure = uploadFailure(error, intl);
        if (rateLimitMessage(error)) break; // the rest would be refused too
      }
    }
    setUploading(false);
    if (failure) setRefusal(failure);
    else {
      toast(
        photoRecognitionOff
          ? {
              title: intl.formatMessage({ id: 'training.toast.savedOff.title' }),
              description: intl.formatMessage({ id: 'training.toast.savedOff.body' }),
            }
          : {
              title: intl.formatMessage({ id: 'training.toast.uploaded.title' }),
              description: intl.formatMessage(
                { id: 'training.toast.uploaded.body' },
                { category: categoryName(intl, category) },
              ),
            },
      );
    }
  };

  return (
    <div className={styles.screen}>
      <header className={styles.intro}>
        <h2 className={styles.title}>
          <FormattedMessage id="training.title" />
        </h2>
        <p className={styles.lead}>
          <FormattedMessage id="training.lead" />
        </p>
        <p className={styles.badge}>
          <FormattedMessage id="training.advice" />
        </p>
        <PhotoRecognitionOffNotice title="training.recognitionOff.title" body="training.recognitionOff.body" />
        <p className={styles.total} aria-live="polite">
          {counts.data ? <FormattedMessage id="training.total" values={{ count: counts.data.total }} /> : ''}
        </p>
      </header>

      <section className={styles.card} aria-labelledby="add-photos-heading">
        <h3 id="add-photos-heading" className={styles.cardTitle}>
          <FormattedMessage id="training.add.title" />
        </h3>

        <fieldset className={styles.picker}>
          <legend className={styles.legend}>
            <FormattedMessage id="training.add.category" />
          </legend>
          <p className={styles.start}>
            <Star size={14} aria-hidden="true" /> <FormattedMessage id="training.add.startWith" />
          </p>
          <div className={styles.chips}>
            {PICKER_ORDER.map((c) => (
              <label
                key={c.id}
                className={styles.chip}
                style={{ '--category-color': c.color } as CSSProperties}
                data-checked={c.id === category}
              >
                <input
                  type="radio"
                  name="training-category"
                  value={c.id}
                  checked={c.id === category}
                  disabled={uploading}
                  onChange={() => {
                    setCategory(c.id);
                    setCameraOpen(false);
                  }}
                />
                <span>
                  <FormattedMessage id={c.name} />
                </span>
                <span
                  className={styles.chipCount}
                  aria-label={intl.formatMessage({ id: 'training.add.savedCount' }, { count: stored(c.id) ?? 0 })}
                >
                  {stored(c.id) ?? ''}
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className={styles.categoryInfo} style={{ '--category-color': info.color } as CSSProperties}>
          <p className={styles.description}>
            <FormattedMessage id={info.description} />
          </p>
          <p className={styles.examples}>
            <span className={styles.examplesLabel}>
              <FormattedMessage id="training.add.examples" />
            </span>{' '}
            <FormattedMessage id={info.examples} />
          </p>
          <details className={styles.ideas}>
            <summary>
              <FormattedMessage id="training.add.photoIdeas" />
            </summary>
            <ul>
              {info.photoIdeas.map((idea) => (
                <li key={idea}>
                  <FormattedMessage id={idea} />
                </li>
              ))}
            </ul>
          </details>
        </div>

        <div className={styles.labelField}>
          <label htmlFor={labelId}>
            <FormattedMessage id="training.add.foodName" />
          </label>
          <input
            id={labelId}
            type="text"
            value={label}
            maxLength={120}
            placeholder={intl.formatMessage({ id: 'training.add.foodNamePlaceholder' })}
            onChange={(event) => setLabel(event.target.value)}
          />
        </div>

        {cameraOpen ? (
          <div className={styles.cameraPanel}>
            <CameraCapture
              captureLabel={intl.formatMessage({ id: 'training.add.shutter' }, { category: infoName })}
              disabled={uploading}
              onCapture={(photo) => {
                setCameraOpen(false);
                void send([photo]);
              }}
              onPickPhotos={(files) => {
                setCameraOpen(false);
                void send(files);
              }}
            />
            <Button variant="secondary" block onClick={() => setCameraOpen(false)}>
              <FormattedMessage id="training.add.closeCamera" />
            </Button>
          </div>
        ) : null}

        <div className={styles.actions}>
          <PhotoPickerButton
            multiple
            className={styles.uploadButton}
            disabled={uploading}
            testId="upload-input"
            onPick={(files) => void send(files.filter((file) => file.type.startsWith('image/')))}
          >
            {uploading ? (
              <>
                <Spinner size={18} /> <FormattedMessage id="training.add.uploading" />
              </>
            ) : (
              <>
                <ImageUp size={18} aria-hidden="true" /> <FormattedMessage id="training.add.upload" />
              </>
            )}
          </PhotoPickerButton>
          <Button
            variant="secondary"
            className={styles.cameraButton}
            disabled={uploading || cameraOpen}
            aria-label={intl.formatMessage({ id: 'training.add.takePhoto' }, { category: infoName })}
            onClick={() => setCameraOpen(true)}
          >
            <Camera size={20} aria-hidden="true" />
          </Button>
        </div>

        {refusal ? (
          <InlineNotice tone="error" title={intl.formatMessage({ id: 'training.add.failed' })} testId="upload-failure">
            <p>{refusal}</p>
          </InlineNotice>
        ) : null}

        <p className={styles.sessionCount} aria-live="polite">
          <FormattedMessage id="training.add.session" values={{ count: thisSession.length }} />
        </p>
        {thisSession.length > 0 ? (
          <ul
            className={styles.thumbs}
            aria-label={intl.formatMessage({ id: 'training.add.sessionPhotos' }, { category: infoName })}
          >
            {thisSession.map((saved) => (
              <li key={saved.id ?? saved.imageUrl}>
                <img
                  src={saved.thumbnailUrl ?? saved.imageUrl}
                  alt={saved.label ?? intl.formatMessage({ id: 'training.add.referencePhoto' }, { food: infoName })}
                  width={64}
                  height={64}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <Disclosure
        title={intl.formatMessage({ id: 'training.guidelines.title' })}
        icon={<ListChecks size={20} aria-hidden="true" />}
      >
        <ul className={styles.guidelines}>
          {PHOTO_GUIDELINES.map((line) => (
            <li key={line}>
              <FormattedMessage id={line} />
            </li>
          ))}
        </ul>
      </Disclosure>

      <YourFoods userId={userId} />
    </div>
  );
}

/** Every food taught so far, with its reference photos; removing one updates recognition before the next scan. */
function YourFoods({ userId }: { userId: string }) {
  const intl = useIntl();
  const images = useTrainingImages(userId);
  return (
    <section className={styles.card} aria-labelledby="your-foods-heading" aria-busy={images.isPending}>
      <h3 id="your-foods-heading" className={styles.cardTitle}>
        <FormattedMessage id="training.foods.title" />
      </h3>
      {images.isPending ? (
        <Skeleton height={96} radius={12} />
      ) : images.isError ? (
        <div className={styles.error} role="alert">
          <p>
            <FormattedMessage id="training.foods.loadFailed" />
          </p>
          <RetryButton onRetry={() => void images.refetch()} />
        </div>
      ) : images.data.images.length === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage id="training.foods.empty" />
        </p>
      ) : (
        <ul className={styles.foods}>
          {groupByFood(images.data.images, (category) => categoryName(intl, category)).map((group) => (
            <li key={group.food} className={styles.food}>
              <h4 className={styles.foodName}>
                {group.food}{' '}
                <span className={styles.foodCount}>
                  <FormattedMessage id="training.foods.photoCount" values={{ count: group.images.length }} />
                </span>
              </h4>
              <ul
                className={styles.references}
                aria-label={intl.formatMessage({ id: 'training.foods.photosOf' }, { food: group.food })}
              >
                {group.images.map((image) => (
                  <li key={image.id} className={styles.reference}>
                    <img
                      src={image.thumbnailUrl}
                      alt={intl.formatMessage({ id: 'training.add.referencePhoto' }, { food: group.food })}
                      width={80}
                      height={80}
                    />
                    {image.origin === 'correction' ? (
                      <span className={styles.learned}>
                        <Sparkles size={12} aria-hidden="true" />{' '}
                        <FormattedMessage id="training.foods.fromCorrection" />
                      </span>
                    ) : null}
                    <RemoveReference userId={userId} image={image} food={group.food} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Remove, after asking: a learned reference cannot be brought back. */
function RemoveReference({ userId, image, food }: { userId: string; image: TrainingImage; food: string }) {
  const intl = useIntl();
  const remove = useDeleteTrainingImage(userId);
  const { toast } = useToast();
  const confirm = async () => {
    try {
      await remove.mutateAsync({ path: { id: image.id } });
      toast({
        title: intl.formatMessage({ id: 'training.remove.done.title' }),
        description: intl.formatMessage({ id: 'training.remove.done.body' }, { food }),
      });
    } catch {
      toast({
        title: intl.formatMessage({ id: 'training.remove.failed.title' }),
        description: intl.formatMessage({ id: 'training.remove.failed.body' }),
        variant: 'destructive',
      });
    }
  };
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <button
          type="button"
          className={styles.remove}
          aria-label={intl.formatMessage({ id: 'training.remove.button' }, { food })}
        >
          <X size={16} aria-hidden="true" />
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.dialog}>
          <AlertDialog.Title className={styles.dialogTitle}>
            <FormattedMessage id="training.remove.title" />
          </AlertDialog.Title>
          <AlertDialog.Description className={styles.dialogText}>
            <FormattedMessage id="training.remove.body" values={{ food }} />
          </AlertDialog.Description>
          <div className={styles.dialogActions}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">
                <FormattedMessage id="training.remove.keep" />
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button className={styles.danger} onClick={() => void confirm()}>
                <FormattedMessage id="training.remove.confirm" />
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
