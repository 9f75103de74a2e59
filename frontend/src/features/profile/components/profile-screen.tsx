import { Bell, ChevronRight, CircleHelp, Download, FileText, FlaskConical, LogOut, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { User } from '@/client';
import { AppearanceSetting } from '@/components/theme/appearance-setting';
import { useToast } from '@/components/toast/toast';
import { Button } from '@/components/ui/button';
import { useExportScans } from '@/lib/scans/export-scans';
import { daysFigure, initials, SIGN_OUT_REDIRECT_MS } from '../profile-rules';
import styles from './profile-screen.module.css';

const LINKS = [
  { to: '/notifications', label: 'Notifications', icon: Bell },
  { to: '/privacy', label: 'Privacy Policy', icon: ShieldCheck },
  { to: '/terms', label: 'Terms of Service', icon: FileText },
  { to: '/help', label: 'Help & Support', icon: CircleHelp },
] as const;

/** The signed-in user's profile: identity, stats, settings links, Labs, the CSV export and Sign Out. */
export function ProfileScreen({ user, onSignOut }: { user: User; onSignOut: () => Promise<void> }) {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const { toast } = useToast();
  const exportHistory = useExportScans(user.id);

  const exportCsv = () =>
    exportHistory.mutate(undefined, {
      onSuccess: () => toast({ title: 'History exported', description: 'Your scans were saved as a CSV file.' }),
      onError: () =>
        toast({
          title: 'Export failed',
          description: 'Please check your connection and try again.',
          variant: 'destructive',
        }),
    });

  const signOut = async () => {
    setSigningOut(true);
    try {
      await onSignOut();
    } finally {
      setTimeout(() => navigate('/', { replace: true }), SIGN_OUT_REDIRECT_MS);
    }
  };

  return (
    <div className={styles.screen}>
      <section className={`${styles.card} ${styles.identity}`} aria-label="Your account">
        {user.profileImage ? (
          <img
            className={styles.avatar}
            src={user.profileImage}
            alt=""
            width={88}
            height={88}
            referrerPolicy="no-referrer"
          />
        ) : (
          <span className={styles.initials} aria-hidden="true">
            {initials(user.name, user.email)}
          </span>
        )}
        <h2 className={styles.name}>{user.name}</h2>
        <p className={styles.email}>{user.email}</p>
      </section>

      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>Scans</dt>
          <dd>{user.totalScans}</dd>
        </div>
        <div className={styles.stat}>
          <dt>Days</dt>
          <dd>{daysFigure(user.totalScans)}</dd>
        </div>
      </dl>

      <nav aria-label="Settings">
        <ul className={styles.links}>
          {LINKS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className={styles.link}>
                <Icon size={20} aria-hidden="true" />
                <span>{label}</span>
                <ChevronRight size={18} aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <ul className={styles.links}>
        <li>
          <Link to="/labs" className={styles.link}>
            <FlaskConical size={20} aria-hidden="true" />
            <span>Labs</span>
            <ChevronRight size={18} aria-hidden="true" />
          </Link>
        </li>
      </ul>

      <AppearanceSetting />

      <Button variant="secondary" block onClick={exportCsv} disabled={exportHistory.isPending}>
        <Download size={18} aria-hidden="true" />
        {exportHistory.isPending ? 'Exporting…' : 'Export history (CSV)'}
      </Button>

      <Button variant="secondary" block className={styles.signOut} onClick={() => void signOut()} disabled={signingOut}>
        <LogOut size={18} aria-hidden="true" />
        {signingOut ? 'Signing out…' : 'Sign Out'}
      </Button>
    </div>
  );
}
