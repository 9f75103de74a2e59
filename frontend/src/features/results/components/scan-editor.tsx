import { CircleAlert, SearchX } from 'lucide-react';
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
  if (scan.isPending) {
    return (
      <div className={styles.screen} role="status" aria-busy="true" aria-label="Loading scan">
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
          title={missing ? 'Scan not found' : "Couldn't load this scan"}
          action={
            missing ? (
              <ButtonLink to="/history">Back to History</ButtonLink>
            ) : (
              <RetryButton onRetry={() => void scan.refetch()} />
            )
          }
        >
          {missing ? "This scan doesn't exist or isn't yours." : 'Check your connection and try again.'}
        </StatusMessage>
      </div>
    );
  }
  return <ScanEditorForm scan={scan.data} />;
}
