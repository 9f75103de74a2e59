import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Archive, Download, Trash2 } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '@/components/toast/toast';
import { Button, ButtonLink } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { allDataUrl, DELETE_CONFIRMATION, useDeleteAccount } from '@/lib/account/account-data';
import { apiErrorMessage } from '@/lib/api-error';
import { SIGN_OUT_REDIRECT_MS } from '../profile-rules';
import profile from './profile-screen.module.css';
import styles from './account-data-card.module.css';

/** Everything deleting an account removes, as the dialog lists it (the server removes exactly these). */
export const REMOVED_WITH_ACCOUNT = [
  'every scan and logged meal, with its photos and thumbnails',
  'your reference photos from Training',
  'your daily goals, saved meals and favourite foods',
  'your notification preferences',
  'your sign-in: you are signed out on every device',
] as const;

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
  return (
    <section className={profile.card} aria-labelledby="account-data-heading">
      <h3 id="account-data-heading" className={profile.goalsTitle}>
        <Archive size={20} aria-hidden="true" /> Your data
      </h3>
      {children ? <div className={styles.actions}>{children}</div> : null}
      <p className={styles.note}>
        One ZIP with your log (CSV and JSON), every photo you took, your reference photos, goals and preferences.
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
              title: 'Your download has started',
              description: 'Your browser saves the ZIP; a large account takes a while.',
            })
          }
        >
          <Download size={18} aria-hidden="true" />
          Download all my data
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() !== DELETE_CONFIRMATION) {
      setProblem(`Type ${DELETE_CONFIRMATION} in capital letters to confirm.`);
      return;
    }
    setProblem(null);
    remove.mutate(DELETE_CONFIRMATION, {
      onSuccess: async () => {
        toast({ title: 'Account deleted', description: 'Your account and everything in it are gone.' });
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
          Delete account
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.dialog}>
          <AlertDialog.Title className={styles.title}>Delete your account?</AlertDialog.Title>
          <AlertDialog.Description className={styles.text}>
            This removes, for good and from every device:
          </AlertDialog.Description>
          <ul className={styles.removed}>
            {REMOVED_WITH_ACCOUNT.map((what) => (
              <li key={what}>{what}</li>
            ))}
          </ul>
          <p className={styles.text}>It cannot be undone. Download your data first if you want a copy.</p>
          <form onSubmit={submit} noValidate className={styles.actions}>
            <TextField
              label={`Type ${DELETE_CONFIRMATION} to confirm`}
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
                Your account was not deleted. {apiErrorMessage(remove.error)}
              </p>
            )}
            <div className={styles.dialogActions}>
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" disabled={remove.isPending}>
                  Cancel
                </Button>
              </AlertDialog.Cancel>
              <Button type="submit" className={styles.danger} disabled={remove.isPending}>
                {remove.isPending ? 'Deleting…' : 'Delete account'}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
