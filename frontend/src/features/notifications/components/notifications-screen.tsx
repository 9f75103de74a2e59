import { BellRing, CircleAlert, Clock } from 'lucide-react';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { NotificationPreferences, ReminderTime } from '@/client';
import { useToast } from '@/components/toast/toast';
import { Button } from '@/components/ui/button';
import { RetryButton } from '@/components/ui/retry-button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';
import { SwitchRow } from '@/components/ui/switch';
import { useLocaleSettings } from '@/lib/i18n/locale-provider';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useSaveNotificationPreferences } from '../api/update-notification-preferences';
import { hasChanges, REMINDER_TIMES, reminderTimeLabel, TOGGLES, togglesOn } from '../notification-rules';
import styles from './notifications-screen.module.css';

/**
 * /notifications: five toggles and a reminder time. Save Preferences stores the choices for the
 * user, so they load back on any device.
 */
export function NotificationsScreen({ userId }: { userId: string }) {
  const intl = useIntl();
  const preferences = useNotificationPreferences(userId);

  if (preferences.isPending) {
    return (
      <div
        className={styles.screen}
        aria-busy="true"
        role="status"
        aria-label={intl.formatMessage({ id: 'notifications.loading' })}
      >
        <Skeleton height={300} radius={12} />
        <Skeleton height={96} radius={12} />
      </div>
    );
  }
  if (preferences.isError) {
    return (
      <StatusMessage
        tone="error"
        icon={<CircleAlert size={28} />}
        title={intl.formatMessage({ id: 'notifications.loadFailed' })}
        action={<RetryButton onRetry={() => void preferences.refetch()} />}
      >
        <FormattedMessage id="notifications.loadFailedHint" />
      </StatusMessage>
    );
  }
  // Keyed by the saved values: when they change (a save, or a refetch after another device saved),
  // the form starts again from what the server holds.
  return <PreferencesForm key={JSON.stringify(preferences.data)} userId={userId} saved={preferences.data} />;
}

function PreferencesForm({ userId, saved }: { userId: string; saved: NotificationPreferences }) {
  const intl = useIntl();
  const { locale } = useLocaleSettings();
  const [draft, setDraft] = useState(saved);
  const save = useSaveNotificationPreferences(userId);
  const { toast } = useToast();
  const timeId = useId();

  const submit = () =>
    save.mutate(
      { path: { userId }, body: draft },
      {
        onSuccess: () =>
          toast({
            title: intl.formatMessage({ id: 'notifications.saved' }),
            description: intl.formatMessage({ id: 'notifications.savedDetail' }),
          }),
        onError: () =>
          toast({
            title: intl.formatMessage({ id: 'notifications.saveFailed' }),
            description: intl.formatMessage({ id: 'notifications.saveFailedDetail' }),
            variant: 'destructive',
          }),
      },
    );

  return (
    <form
      className={styles.screen}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <section className={styles.card} aria-labelledby="notification-types">
        <h2 id="notification-types" className={styles.cardTitle}>
          <BellRing size={18} aria-hidden="true" /> <FormattedMessage id="notifications.types" />
        </h2>
        <p className={styles.hint}>
          <FormattedMessage id="notifications.onCount" values={{ count: togglesOn(draft), total: TOGGLES.length }} />
        </p>
        <div>
          {TOGGLES.map((toggle) => (
            <SwitchRow
              key={toggle.key}
              label={intl.formatMessage({ id: toggle.label })}
              description={intl.formatMessage({ id: toggle.description })}
              checked={draft[toggle.key]}
              onCheckedChange={(checked) => setDraft((current) => ({ ...current, [toggle.key]: checked }))}
            />
          ))}
        </div>
      </section>

      <section className={styles.card} aria-labelledby="reminder-time">
        <h2 id="reminder-time" className={styles.cardTitle}>
          <Clock size={18} aria-hidden="true" /> <FormattedMessage id="notifications.reminderTime" />
        </h2>
        <label htmlFor={timeId} className={styles.selectLabel}>
          <FormattedMessage id="notifications.reminderAt" />
        </label>
        <select
          id={timeId}
          className={styles.select}
          value={draft.reminderTime}
          disabled={!draft.scanReminders}
          onChange={(event) =>
            setDraft((current) => ({ ...current, reminderTime: event.target.value as ReminderTime }))
          }
        >
          {REMINDER_TIMES.map((time) => (
            <option key={time} value={time}>
              {reminderTimeLabel(time, locale)}
            </option>
          ))}
        </select>
        {!draft.scanReminders ? (
          <p className={styles.hint}>
            <FormattedMessage id="notifications.reminderOff" />
          </p>
        ) : null}
      </section>

      <Button type="submit" block disabled={save.isPending || !hasChanges(saved, draft)}>
        {save.isPending ? (
          <>
            <Spinner size={18} /> <FormattedMessage id="notifications.saving" />
          </>
        ) : (
          <FormattedMessage id="notifications.save" />
        )}
      </Button>
    </form>
  );
}
