import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Archive, Download, Trash2 } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useToast } from '@/components/toast/toast';
import { Button, ButtonLink } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { allDataUrl, DELETE_CONFIRMATION, useDeleteAccount } from '@/lib/account/account-data';
import { apiErrorMessage } from '@/lib/api-error-message';
import type { MessageId } from '@/lib/i18n/intl';
import { SIGN_OUT_REDIRECT_MS } from '../profile-rules';
import profile from './profile-screen.module.css';
import styles from './account-data-card.module.css';

/** Everything deleting an account removes, as the dialog lists it (the server removes exactly these). */
export const REMOVED_WITH_ACCOUNT = [
  'profile.delete.removed.scans',
  'profile.delete.removed.references',
  'profile.delete.removed.goals',
  'profile.delete.removed.notifications',
  'profile.delete.removed.signIn',
] as const satisfies readonly MessageId[];

/**
 * Your data: first what moves the log in and out (`children`: export, import), then everything as
 * one ZIP in one tap, and deleting the account (after typing DELETE), which signs out and returns
 * to the landing page.
 */
export function AccountDataCard({
  userId,
  onSignOut,
  children,
}: {
  userId: string;
  onSignOut: () => Promise<void>;
  children?: ReactNode;
}) {
  const { toast } = useToast();
  const intl = useIntl();
  return (
    <section className={profile.card} aria-labelledby="account-data-heading">
      <h3 id="account-data-heading" className={profile.goalsTitle}>
        <Archive size={20} aria-hidden="true" /> <FormattedMessage id="profile.data.title" />
      </h3>
      {children ? <div className={styles.actions}>{children}</div> : null}
      <p className={styles.note}>
        <FormattedMessage id="profile.data.zipNote" />
      </p>
      <div className={styles.actions}>
        <ButtonLink
          to={allDataUrl(userId)}
          reloadDocument
          download
          variant="secondary"
          block
          onClick={() =>
            toast({
              title: intl.formatMessage({ id: 'profile.data.downloadStarted' }),
              description: intl.formatMessage({ id: 'profile.data.downloadStartedBody' }),
            })
          }
        >
          <Download size={18} aria-hidden="true" />
          <FormattedMessage id="profile.data.download" />
        </ButtonLink>
        <DeleteAccountDialog userId={userId} onSignOut={onSignOut} />
      </div>
    </section>
  );
}

function DeleteAccountDialog({ userId, onSignOut }: { userId: string; onSignOut: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useDeleteAccount(userId);
  const navigate = useNavigate();
  const { toast } = useToast();
  const intl = useIntl();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() !== DELETE_CONFIRMATION) {
      setProblem(intl.formatMessage({ id: 'profile.delete.mistyped' }, { word: DELETE_CONFIRMATION }));
      return;
    }
    setProblem(null);
    remove.mutate(DELETE_CONFIRMATION, {
      onSuccess: async () => {
        toast({
          title: intl.formatMessage({ id: 'profile.delete.done' }),
          description: intl.formatMessage({ id: 'profile.delete.doneBody' }),
        });
        await onSignOut().catch(() => undefined);
        setTimeout(() => navigate('/', { replace: true }), SIGN_OUT_REDIRECT_MS);
      },
    });
  };

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        // Closing while the deletion runs would hide its outcome.
        if (remove.isPending) return;
        setOpen(next);
      }}
    >
      <AlertDialog.Trigger asChild>
        <Button variant="secondary" block className={styles.deleteButton}>
          <Trash2 size={18} aria-hidden="true" />
          <FormattedMessage id="profile.delete.open" />
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.dialog}>
          <AlertDialog.Title className={styles.title}>
            <FormattedMessage id="profile.delete.title" />
          </AlertDialog.Title>
          <AlertDialog.Description className={styles.text}>
            <FormattedMessage id="profile.delete.removes" />
          </AlertDialog.Description>
          <ul className={styles.removed}>
            {REMOVED_WITH_ACCOUNT.map((what) => (
              <li key={what}>
                <FormattedMessage id={what} />
              </li>
            ))}
          </ul>
          <p className={styles.text}>
            <FormattedMessage id="profile.delete.undone" />
          </p>
          <form onSubmit={submit} noValidate className={styles.actions}>
            <TextField
              label={intl.formatMessage({ id: 'profile.delete.confirm' }, { word: DELETE_CONFIRMATION })}
              value={typed}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              problem={problem}
              onChange={(event) => {
                setTyped(event.target.value);
                setProblem(null);
              }}
            />
            {remove.isError && (
              <p role="alert" className={styles.problem}>
                <FormattedMessage id="profile.delete.failed" values={{ reason: apiErrorMessage(remove.error) }} />
              </p>
            )}
            <div className={styles.dialogActions}>
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" disabled={remove.isPending}>
                  <FormattedMessage id="common.cancel" />
                </Button>
              </AlertDialog.Cancel>
              <Button type="submit" className={styles.danger} disabled={remove.isPending}>
                <FormattedMessage id={remove.isPending ? 'profile.delete.deleting' : 'profile.delete.open'} />
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
