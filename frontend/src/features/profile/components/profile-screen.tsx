import {
  Bell,
  ChevronRight,
  CircleHelp,
  Download,
  FileText,
  FlaskConical,
  LogOut,
  ShieldCheck,
  Target,
} from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import type { User } from '@/client';
import { AppearanceSetting } from '@/components/theme/appearance-setting';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/i18n/locale-provider';
import { useGoals, useLogSummary } from '@/lib/log/log-queries';
import { GOAL_KEYS, GOAL_LABELS } from '../goal-rules';
import { initials, SIGN_OUT_REDIRECT_MS } from '../profile-rules';
import { AccountDataCard } from './account-data-card';
import { ExportSheet } from './export-sheet';
import { GoalsSheet } from './goals-sheet';
import { ImportHistoryCard } from './import-history-card';
import { LanguageAndUnitsCard } from './language-and-units-card';
import { SavedMealsCard } from './saved-meals-card';
import styles from './profile-screen.module.css';

const LINKS = [
  { to: '/notifications', label: 'profile.links.notifications', icon: Bell },
  { to: '/privacy', label: 'profile.links.privacy', icon: ShieldCheck },
  { to: '/terms', label: 'profile.links.terms', icon: FileText },
  { to: '/help', label: 'profile.links.help', icon: CircleHelp },
] as const;

/** The signed-in user's profile: identity, their log's figures, daily goals, settings links, Labs, the export and Sign Out. */
export function ProfileScreen({ user, onSignOut }: { user: User; onSignOut: () => Promise<void> }) {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const summary = useLogSummary(user.id);
  const goals = useGoals(user.id);
  const [editingGoals, setEditingGoals] = useState(false);
  const [exporting, setExporting] = useState(false);
  const intl = useIntl();
  const format = useFormat();

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
      <section
        className={`${styles.card} ${styles.identity}`}
        aria-label={intl.formatMessage({ id: 'profile.account' })}
      >
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
          <dt>
            <FormattedMessage id="profile.stats.scans" />
          </dt>
          <dd>{format.number(user.totalScans)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>
            <FormattedMessage id="profile.stats.daysLogged" />
          </dt>
          <dd>{summary.data ? format.number(summary.data.daysLogged) : '–'}</dd>
        </div>
        <div className={styles.stat}>
          <dt>
            <FormattedMessage id="profile.stats.streak" />
          </dt>
          <dd>{summary.data ? format.number(summary.data.currentStreak) : '–'}</dd>
        </div>
      </dl>

      <section className={styles.card} aria-labelledby="goals-heading">
        <div className={styles.goalsHead}>
          <h3 id="goals-heading" className={styles.goalsTitle}>
            <Target size={20} aria-hidden="true" /> <FormattedMessage id="profile.goals.title" />
          </h3>
          {goals.data && (
            <Button variant="secondary" onClick={() => setEditingGoals(true)}>
              <FormattedMessage id="profile.goals.edit" />
            </Button>
          )}
        </div>
        {goals.isError ? (
          <p className={styles.goalsNote}>
            <FormattedMessage id="profile.goals.loadFailed" />
          </p>
        ) : goals.data ? (
          <>
            <dl className={styles.goals}>
              {GOAL_KEYS.map((key) => (
                <div key={key}>
                  <dt>
                    <FormattedMessage id={GOAL_LABELS[key]} />
                  </dt>
                  <dd>
                    {key === 'calories'
                      ? format.energy(goals.data.goals.calories)
                      : `${format.number(goals.data.goals[key])} g`}
                  </dd>
                </div>
              ))}
            </dl>
            <p className={styles.goalsNote}>
              {goals.data.isDefault ? (
                <FormattedMessage id="profile.goals.default" values={{ energy: format.energy(2000) }} />
              ) : (
                <FormattedMessage id="profile.goals.own" />
              )}
            </p>
            <GoalsSheet userId={user.id} goals={goals.data.goals} open={editingGoals} onOpenChange={setEditingGoals} />
          </>
        ) : (
          <Skeleton height={64} />
        )}
      </section>

      <SavedMealsCard userId={user.id} />

      <nav aria-label={intl.formatMessage({ id: 'profile.settings' })}>
        <ul className={styles.links}>
          {LINKS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className={styles.link}>
                <Icon size={20} aria-hidden="true" />
                <span>
                  <FormattedMessage id={label} />
                </span>
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
            <span>
              <FormattedMessage id="profile.links.labs" />
            </span>
            <ChevronRight size={18} aria-hidden="true" />
          </Link>
        </li>
      </ul>

      <LanguageAndUnitsCard userId={user.id} />
      <AppearanceSetting />

      <AccountDataCard userId={user.id} onSignOut={onSignOut}>
        <Button variant="secondary" block onClick={() => setExporting(true)}>
          <Download size={18} aria-hidden="true" />
          <FormattedMessage id="profile.export.open" />
        </Button>
        <ExportSheet userId={user.id} open={exporting} onOpenChange={setExporting} />
        <ImportHistoryCard userId={user.id} />
      </AccountDataCard>

      <Button variant="secondary" block className={styles.signOut} onClick={() => void signOut()} disabled={signingOut}>
        <LogOut size={18} aria-hidden="true" />
        <FormattedMessage id={signingOut ? 'profile.signingOut' : 'profile.signOut'} />
      </Button>
    </div>
  );
}
