import { ChevronRight, CircleAlert, Utensils } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Scan } from '@/client';
import { PendingScans } from '@/components/outbox/pending-scans';
import { Button, ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { relativeAge } from '@/lib/relative-time';
import { useUserScans } from '@/lib/scans/list-user-scans';
import styles from './history-screen.module.css';

/** 'Scan History': the signed-in user's scans, newest first. */
export function HistoryScreen({ userId }: { userId: string }) {
  const scans = useUserScans(userId);

  return (
    <section className={styles.screen} aria-labelledby="history-heading">
      <h2 id="history-heading" className={styles.heading}>
        Scan History
      </h2>
      <PendingScans userId={userId} />
      {scans.isPending ? (
        <HistorySkeleton />
      ) : scans.isError ? (
        <StatusMessage
          tone="error"
          icon={<CircleAlert size={28} />}
          title="Couldn't load your history"
          action={
            <Button variant="secondary" onClick={() => void scans.refetch()}>
              Try again
            </Button>
          }
        >
          Check your connection and try again.
        </StatusMessage>
      ) : scans.data.length === 0 ? (
        <StatusMessage
          icon={<Utensils size={28} />}
          title="No scans yet"
          action={<ButtonLink to="/scanner">Scan Your First Food</ButtonLink>}
        >
          Take a photo of your meal to see its nutrition here.
        </StatusMessage>
      ) : (
        <ul className={styles.list}>
          {scans.data.map((scan) => (
            <li key={scan.id}>
              <HistoryItem scan={scan} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function HistoryItem({ scan }: { scan: Scan }) {
  return (
    <Link to={`/results/${scan.id}`} className={styles.item}>
      {scan.thumbnailUrl || scan.imageUrl ? (
        <img
          className={styles.thumb}
          src={(scan.thumbnailUrl ?? scan.imageUrl)!}
          alt=""
          loading="lazy"
          width={56}
          height={56}
        />
      ) : (
        <span className={styles.noImage}>No Image</span>
      )}
      {scan.identification.status === 'identified' ? (
        <span className={styles.text}>
          <span className={styles.name}>{scan.foodName}</span>
          <span className={styles.meta}>
            {scan.calories === null ? 'Calories not known' : `${Math.round(scan.calories)} cal`} ·{' '}
            {relativeAge(scan.createdAt)}
          </span>
        </span>
      ) : (
        <span className={styles.text}>
          <span className={styles.needsName}>Needs a name</span>
          <span className={styles.meta}>
            {maybeText(scan)}
            {relativeAge(scan.createdAt)}
          </span>
        </span>
      )}
      <ChevronRight className={styles.chevron} size={20} aria-hidden="true" />
    </Link>
  );
}

/** 'Maybe banana or plantain · ' from a scan's first suggestions; nothing when it has none. */
export function maybeText(scan: Pick<Scan, 'suggestions'>): string {
  const names = scan.suggestions.slice(0, 2).map((s) => s.name.toLowerCase());
  return names.length === 0 ? '' : `Maybe ${names.join(' or ')} · `;
}

function HistorySkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading your scans" role="status" className={styles.list}>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className={styles.item}>
          <Skeleton width={56} height={56} />
          <span className={styles.text}>
            <Skeleton width="60%" height={18} />
            <Skeleton width="40%" height={14} style={{ marginTop: 6 }} />
          </span>
        </div>
      ))}
    </div>
  );
}
