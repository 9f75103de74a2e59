import { Camera, CircleAlert, Clock, RotateCcw, SearchX, Share2, Trash2 } from 'lucide-react';
import { useDeferredValue } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { Scan } from '@/client';
import { NutritionDashboard } from '@/components/nutrition-dashboard/nutrition-dashboard';
import { useToast } from '@/components/toast/toast';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RetryButton } from '@/components/ui/retry-button';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { isApiError } from '@/lib/api-error';
import { apiErrorMessage } from '@/lib/api-error-message';
import { deviceTimeZone } from '@/lib/log/local-date';
import { useLogAgain } from '@/lib/log/log-queries';
import { relativeAge } from '@/lib/relative-time';
import { useDeleteScan } from '@/lib/scans/delete-scan';
import { useScan } from '@/lib/scans/get-scan';
import { cardFacts, shareScanCard, shareText, useCardReader } from '@/lib/share/share-card';
import { originMessage, readableName, scanBadge } from '../result-rules';
import { ResultHero } from './result-hero';
import { NotRight, WhatIsIt } from './correction-panel';
import { MealItems } from './meal-items';
import { SaveAsMeal } from './save-as-meal';
import styles from './result-screen.module.css';

/** /results/{id}: one scan's identification, nutrition and health analysis. */
export function ResultScreen({ scanId }: { scanId: string }) {
  const scan = useScan(scanId);
  const intl = useIntl();
  // The result is a large screen: it is built in a background render that React splits into short
  // slices, so the page keeps answering input while it appears (the skeleton stays until then).
  const shown = useDeferredValue(scan.data);

  if (scan.isError) {
    if (isApiError(scan.error) && scan.error.status === 404) {
      return (
        <div className={styles.screen}>
          <StatusMessage
            icon={<SearchX size={28} />}
            title={intl.formatMessage({ id: 'results.notFound.title' })}
            action={
              <ButtonLink to="/history">
                <FormattedMessage id="results.backToHistory" />
              </ButtonLink>
            }
          >
            <FormattedMessage id="results.notFound.body" />
          </StatusMessage>
        </div>
      );
    }
    return (
      <div className={styles.screen}>
        <StatusMessage
          tone="error"
          icon={<CircleAlert size={28} />}
          title={intl.formatMessage({ id: 'results.loadFailed' })}
          action={<RetryButton onRetry={() => void scan.refetch()} />}
        >
          <FormattedMessage id="common.checkConnection" />
        </StatusMessage>
      </div>
    );
  }
  if (!shown) return <ResultSkeleton />;
  return <ScanResult scan={shown} />;
}

function ScanResult({ scan }: { scan: Scan }) {
  const intl = useIntl();
  const { toast } = useToast();
  const reader = useCardReader();
  const identified = scan.identification.status === 'identified';
  // Not identified, the name already says so.
  const badge = identified ? scanBadge(scan) : null;

  // A picture card of the result through the share sheet (text where files cannot go); never a link.
  const share = async () => {
    try {
      if ((await shareScanCard(scan, navigator, undefined, reader)) === 'copied') {
        toast({
          title: intl.formatMessage({ id: 'results.share.copied' }),
          description: intl.formatMessage({ id: 'results.share.copiedBody' }),
        });
      }
    } catch (error) {
      console.error('Share failed', error);
      toast({
        title: intl.formatMessage({ id: 'results.share.failed' }),
        description: shareText(cardFacts(scan), reader),
        variant: 'destructive',
      });
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
              <FormattedMessage id={badge.message.id} values={badge.message} />
            </span>
          ) : null}
        </div>
        <p className={styles.age}>
          <Clock size={14} aria-hidden="true" />
          <FormattedMessage id={originMessage(scan)} /> · {relativeAge(scan.createdAt)}
        </p>
      </header>

      {identified ? (
        <>
          <ResultHero scan={scan} />
          <NotRight scan={scan} />
          <MealItems scan={scan} />
          <section className={styles.analysis} aria-labelledby="analysis-heading">
            <h2 id="analysis-heading" className={styles.sectionTitle}>
              <FormattedMessage id="results.analysis" />
            </h2>
            <NutritionDashboard
              nutritionData={scan.nutritionalInfo}
              ingredients={scan.ingredients}
              nextSteps={
                <>
                  <ButtonLink variant="secondary" to={`/results/${scan.id}/edit`}>
                    <FormattedMessage id="results.correctFood" />
                  </ButtonLink>
                  <ButtonLink variant="secondary" to="/scanner">
                    <FormattedMessage id="results.scanLabel" />
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
          <Button
            variant="secondary"
            onClick={() => void share()}
            aria-label={intl.formatMessage({ id: 'results.share.label' })}
          >
            <Share2 size={18} aria-hidden="true" />
            <FormattedMessage id="results.share" />
          </Button>
          <ButtonLink variant="secondary" to="/scanner">
            <Camera size={18} aria-hidden="true" />
            <FormattedMessage id="results.scanAnother" />
          </ButtonLink>
        </div>
      ) : null}

      <DeleteScan scan={scan} />
    </article>
  );
}

function ResultSkeleton() {
  const intl = useIntl();
  return (
    <div
      className={styles.screen}
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'results.loading' })}
    >
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
  const intl = useIntl();
  const navigate = useNavigate();
  const { toast } = useToast();
  const run = () =>
    logAgain.mutate(
      { path: { id: scan.id }, body: { tz: deviceTimeZone() } },
      {
        onSuccess: (entry) => {
          toast({
            title: intl.formatMessage({ id: 'results.origin.loggedAgain' }),
            description: intl.formatMessage(
              { id: 'scan.logged.body' },
              { name: entry.foodName, count: Math.max(1, entry.items.length) },
            ),
          });
          navigate(`/results/${entry.id}`);
        },
        onError: (error) =>
          toast({
            title: intl.formatMessage({ id: 'results.logAgain.failed' }),
            description: apiErrorMessage(error),
            variant: 'destructive',
          }),
      },
    );
  return (
    <Button block onClick={run} disabled={logAgain.isPending}>
      <RotateCcw size={18} aria-hidden="true" />
      <FormattedMessage id={logAgain.isPending ? 'scan.words.logging' : 'results.logAgain'} />
    </Button>
  );
}

/** Delete, asked first in a dialog above everything (nothing is lost by a stray tap). */
function DeleteScan({ scan }: { scan: Scan }) {
  const navigate = useNavigate();
  const intl = useIntl();
  const { toast } = useToast();
  const remove = useDeleteScan(scan.userId);
  const confirm = () =>
    remove.mutate(
      { path: { id: scan.id } },
      {
        onSuccess: () => {
          toast({
            title: intl.formatMessage({ id: 'results.delete.done' }),
            description: intl.formatMessage({ id: 'results.delete.doneBody' }),
          });
          navigate('/history', { replace: true });
        },
        onError: () =>
          toast({
            title: intl.formatMessage({ id: 'results.delete.failed' }),
            description: intl.formatMessage({ id: 'results.delete.failedBody' }),
            variant: 'destructive',
          }),
      },
    );
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" className={styles.delete} disabled={remove.isPending}>
          <Trash2 size={18} aria-hidden="true" />
          <FormattedMessage id={remove.isPending ? 'results.delete.deleting' : 'results.delete.action'} />
        </Button>
      }
      title={intl.formatMessage({ id: 'results.delete.title' })}
      description={intl.formatMessage({ id: 'results.delete.body' })}
      confirmLabel={intl.formatMessage({ id: 'common.delete' })}
      destructive
      onConfirm={confirm}
    />
  );
}
