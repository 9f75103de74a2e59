import { CircleAlert, SearchX } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink } from '@/components/ui/button';
import { RetryButton } from '@/components/ui/retry-button';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { isApiError } from '@/lib/api-error';
import { useScan } from '@/lib/scans/get-scan';
import { ScanEditorForm } from './scan-editor-form';
import styles from './scan-editor.module.css';

/** /results/{id}/edit: change a scan's foods, their portions and its note; the totals follow every change. */
export function ScanEditorScreen({ scanId }: { scanId: string }) {
  const scan = useScan(scanId);
  const intl = useIntl();
  if (scan.isPending) {
    return (
      <div
        className={styles.screen}
        role="status"
        aria-busy="true"
        aria-label={intl.formatMessage({ id: 'results.loading' })}
      >
        <Skeleton height={28} width="50%" />
        <Skeleton height={120} radius={12} />
        <Skeleton height={120} radius={12} />
      </div>
    );
  }
  if (scan.isError) {
    const missing = isApiError(scan.error) && scan.error.status === 404;
    return (
      <div className={styles.screen}>
        <StatusMessage
          tone={missing ? 'neutral' : 'error'}
          icon={missing ? <SearchX size={28} /> : <CircleAlert size={28} />}
          title={intl.formatMessage({ id: missing ? 'results.notFound.title' : 'results.loadFailed' })}
          action={
            missing ? (
              <ButtonLink to="/history">
                <FormattedMessage id="results.backToHistory" />
              </ButtonLink>
            ) : (
              <RetryButton onRetry={() => void scan.refetch()} />
            )
          }
        >
          <FormattedMessage id={missing ? 'results.notFound.body' : 'common.checkConnection'} />
        </StatusMessage>
      </div>
    );
  }
  return <ScanEditorForm scan={scan.data} />;
}
