import { Camera, CircleAlert, Clock, RotateCcw, SearchX, Share2, Trash2 } from 'lucide-react';
import { useDeferredValue } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Scan } from '@/client';
import { NutritionDashboard } from '@/components/nutrition-dashboard/nutrition-dashboard';
import { useToast } from '@/components/toast/toast';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RetryButton } from '@/components/ui/retry-button';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { apiErrorMessage, isApiError } from '@/lib/api-error';
import { deviceTimeZone } from '@/lib/log/local-date';
import { useLogAgain } from '@/lib/log/log-queries';
import { relativeAge } from '@/lib/relative-time';
import { useDeleteScan } from '@/lib/scans/delete-scan';
import { useScan } from '@/lib/scans/get-scan';
import { cardFacts, shareScanCard, shareText } from '@/lib/share/share-card';
import { originText, readableName, scanBadge } from '../result-rules';
import { ResultHero } from './result-hero';
import { NotRight, WhatIsIt } from './correction-panel';
import { MealItems } from './meal-items';
import { SaveAsMeal } from './save-as-meal';
import styles from './result-screen.module.css';

/** /results/{id}: one scan's identification, nutrition and health analysis. */
export function ResultScreen({ scanId }: { scanId: string }) {
  const scan = useScan(scanId);
  // The result is a large screen: it is built in a background render that React splits into short
  // slices, so the page keeps answering input while it appears (the skeleton stays until then).
  const shown = useDeferredValue(scan.data);

  if (scan.isError) {
    if (isApiError(scan.error) && scan.error.status === 404) {
      return (
        <div className={styles.screen}>
          <StatusMessage
            icon={<SearchX size={28} />}
            title="Scan not found"
            action={<ButtonLink to="/history">Back to History</ButtonLink>}
          >
            This scan doesn&apos;t exist or isn&apos;t yours.
          </StatusMessage>
        </div>
      );
    }
    return (
      <div className={styles.screen}>
        <StatusMessage
          tone="error"
          icon={<CircleAlert size={28} />}
          title="Couldn't load this scan"
          action={<RetryButton onRetry={() => void scan.refetch()} />}
        >
          Check your connection and try again.
        </StatusMessage>
      </div>
    );
  }
  if (!shown) return <ResultSkeleton />;
  return <ScanResult scan={shown} />;
}

function ScanResult({ scan }: { scan: Scan }) {
  const { toast } = useToast();
  const identified = scan.identification.status === 'identified';
  // Not identified, the name already says so.
  const badge = identified ? scanBadge(scan) : null;

  // A picture card of the result through the share sheet (text where files cannot go); never a link.
  const share = async () => {
    try {
      if ((await shareScanCard(scan)) === 'copied') {
        toast({ title: 'Copied', description: 'The result is on your clipboard, ready to paste.' });
      }
    } catch (error) {
      console.error('Share failed', error);
      toast({ title: "Couldn't share", description: shareText(cardFacts(scan)), variant: 'destructive' });
    }
  };

  return (
    <article className={styles.screen} aria-labelledby="result-title">
      {scan.imageUrl ? <img className={styles.photo} src={scan.imageUrl} alt={scan.foodName} /> : null}

      <header className={styles.summary}>
        <div className={styles.titleRow}>
          <h2 id="result-title" className={styles.foodName} title={scan.foodName}>
            {readableName(scan.foodName)}
          </h2>
          {badge ? (
            <span className={styles.badge} data-tone={badge.tone}>
              {badge.text}
            </span>
          ) : null}
        </div>
        <p className={styles.age}>
          <Clock size={14} aria-hidden="true" />
          {originText(scan)} · {relativeAge(scan.createdAt)}
        </p>
      </header>

      {identified ? (
        <>
          <ResultHero scan={scan} />
          <NotRight scan={scan} />
          <MealItems scan={scan} />
          <section className={styles.analysis} aria-labelledby="analysis-heading">
            <h2 id="analysis-heading" className={styles.sectionTitle}>
              Smart Nutrition Analysis
            </h2>
            <NutritionDashboard
              nutritionData={scan.nutritionalInfo}
              ingredients={scan.ingredients}
              nextSteps={
                <>
                  <ButtonLink variant="secondary" to={`/results/${scan.id}/edit`}>
                    Correct the food
                  </ButtonLink>
                  <ButtonLink variant="secondary" to="/scanner">
                    Scan the label
                  </ButtonLink>
                </>
              }
            />
          </section>
        </>
      ) : (
        <WhatIsIt scan={scan} />
      )}

      {identified ? (
        <div className={styles.actions}>
          <LogAgain scan={scan} />
          <SaveAsMeal scan={scan} />
          <Button variant="secondary" onClick={() => void share()} aria-label="Share this scan">
            <Share2 size={18} aria-hidden="true" />
            Share
          </Button>
          <ButtonLink variant="secondary" to="/scanner">
            <Camera size={18} aria-hidden="true" />
            Scan another
          </ButtonLink>
        </div>
      ) : null}

      <DeleteScan scan={scan} />
    </article>
  );
}

function ResultSkeleton() {
  return (
    <div className={styles.screen} role="status" aria-busy="true" aria-label="Loading scan">
      <Skeleton height={220} radius={20} />
      <Skeleton height={28} width="70%" />
      <Skeleton height={16} width="45%" />
      <div className={styles.skeletonTiles}>
        <Skeleton height={72} radius={12} />
        <Skeleton height={72} radius={12} />
        <Skeleton height={72} radius={12} />
        <Skeleton height={72} radius={12} />
      </div>
      <Skeleton height={160} radius={12} />
    </div>
  );
}

/**
 * 'Log again': the same items and portions as a new entry now (no new photo), which then opens.
 * Every scan is saved to History when it is made, so there is nothing else to save.
 */
function LogAgain({ scan }: { scan: Scan }) {
  const logAgain = useLogAgain();
  const navigate = useNavigate();
  const { toast } = useToast();
  const run = () =>
    logAgain.mutate(
      { path: { id: scan.id }, body: { tz: deviceTimeZone() } },
      {
        onSuccess: (entry) => {
          toast({ title: 'Logged again', description: `${entry.foodName} was added to today.` });
          navigate(`/results/${entry.id}`);
        },
        onError: (error) =>
          toast({ title: 'Could not log it again', description: apiErrorMessage(error), variant: 'destructive' }),
      },
    );
  return (
    <Button block onClick={run} disabled={logAgain.isPending}>
      <RotateCcw size={18} aria-hidden="true" />
      {logAgain.isPending ? 'Logging…' : 'Log again'}
    </Button>
  );
}

/** Delete, asked first in a dialog above everything (nothing is lost by a stray tap). */
function DeleteScan({ scan }: { scan: Scan }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const remove = useDeleteScan(scan.userId);
  const confirm = () =>
    remove.mutate(
      { path: { id: scan.id } },
      {
        onSuccess: () => {
          toast({ title: 'Scan deleted', description: 'The scan and its photo were removed.' });
          navigate('/history', { replace: true });
        },
        onError: () =>
          toast({ title: "Couldn't delete the scan", description: 'Please try again.', variant: 'destructive' }),
      },
    );
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" className={styles.delete} disabled={remove.isPending}>
          <Trash2 size={18} aria-hidden="true" />
          {remove.isPending ? 'Deleting…' : 'Delete scan'}
        </Button>
      }
      title="Delete this scan?"
      description="The scan and its photo are removed. This can't be undone."
      confirmLabel="Delete"
      destructive
      onConfirm={confirm}
    />
  );
}
