import { ChevronRight, CircleAlert, CopyPlus, RotateCcw, Utensils } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Day, Meal, Scan } from '@/client';
import { PendingScans } from '@/components/outbox/pending-scans';
import { FavouriteStar } from '@/components/shortcuts/favourite-star';
import { useToast } from '@/components/toast/toast';
import { ButtonLink } from '@/components/ui/button';
import { RetryButton } from '@/components/ui/retry-button';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { apiErrorMessage } from '@/lib/api-error-message';
import { addDays, dayLabel, deviceTimeZone, localDate } from '@/lib/log/local-date';
import { useDays, useLogAgain, useLogDayAgain } from '@/lib/log/log-queries';
import { relativeAge } from '@/lib/relative-time';
import { useUserScans } from '@/lib/scans/list-user-scans';
import { useFormat } from '@/lib/i18n/locale-provider';
import { choiceOfItem } from '@rules/scans/item-choice';
import { groupByDay, MEAL_LABELS, weekRange, type LoggedDay } from '../log-rules';
import styles from './history-screen.module.css';
import { TodayCard } from './today-card';
import { WeekCard } from './week-card';

/** The API answers at most this many days at once. */
const MAX_DAYS = 366;

/**
 * 'Scan History', which is the user's food log: today against the goals, the week as a chart, and
 * every scan by local day and meal, each day with its totals.
 */
export function HistoryScreen({ userId, now }: { userId: string; now?: Date }) {
  const tz = deviceTimeZone();
  const today = localDate(now ?? new Date(), tz);
  const week = weekRange(today);
  const scans = useUserScans(userId);
  const weekDays = useDays(userId, week.from, week.to, tz);
  // The log is built in background renders that React splits into short slices, so the page keeps
  // answering input while it appears; placeholders stand until then.
  const scanList = useDeferredValue(scans.data);
  const weekData = useDeferredValue(weekDays.data);
  const loggedDays = scanList ? groupByDay(scanList, tz) : [];
  const oldest = loggedDays.at(-1)?.date ?? week.from;
  const from = [oldest < week.from ? oldest : week.from, addDays(today, -(MAX_DAYS - 1))].sort().at(-1)!;
  const historyDays = useDays(userId, from, today, tz);
  const historyData = useDeferredValue(historyDays.data);
  const totals = new Map((historyData?.days ?? weekData?.days ?? []).map((day) => [day.date, day]));
  const todayTotals = weekData?.days.at(-1);
  const intl = useIntl();

  return (
    <section className={styles.screen} aria-labelledby="history-heading">
      <h2 id="history-heading" className={styles.heading}>
        <FormattedMessage id="history.title" />
      </h2>
      <PendingScans userId={userId} />
      {/* Placeholders the size of the cards, so the list below does not jump when they arrive. */}
      {todayTotals ? <TodayCard day={todayTotals} /> : !weekDays.isError && <Skeleton height={224} radius={20} />}
      {scans.isError ? (
        <StatusMessage
          tone="error"
          icon={<CircleAlert size={28} />}
          title={intl.formatMessage({ id: 'history.loadError' })}
          action={<RetryButton onRetry={() => void scans.refetch()} />}
        >
          <FormattedMessage id="common.checkConnection" />
        </StatusMessage>
      ) : !scanList ? (
        <HistorySkeleton />
      ) : scanList.length === 0 ? (
        <StatusMessage
          icon={<Utensils size={28} />}
          title={intl.formatMessage({ id: 'history.empty.title' })}
          action={
            <ButtonLink to="/scanner">
              <FormattedMessage id="history.empty.action" />
            </ButtonLink>
          }
        >
          <FormattedMessage id="history.empty.body" />
        </StatusMessage>
      ) : (
        <>
          {weekData ? <WeekCard days={weekData.days} /> : !weekDays.isError && <Skeleton height={400} radius={20} />}
          {loggedDays.map((day) => (
            <DayLog
              key={day.date}
              userId={userId}
              day={day}
              totals={totals.get(day.date)}
              today={today}
              tz={tz}
              now={now}
            />
          ))}
        </>
      )}
    </section>
  );
}

function DayLog({
  userId,
  day,
  totals,
  today,
  tz,
  now,
}: {
  userId: string;
  day: LoggedDay;
  totals: Day | undefined;
  today: string;
  tz: string;
  now: Date | undefined;
}) {
  const headingId = `day-${day.date}`;
  const intl = useIntl();
  const format = useFormat();
  const dayName = dayLabel(day.date, today, intl);
  const whole = (grams: number) => `${format.number(grams)} g`;
  return (
    <section className={styles.day} aria-labelledby={headingId}>
      <div className={styles.dayHead}>
        <h3 id={headingId} className={styles.dayTitle}>
          {dayName}
        </h3>
        {totals && totals.scans > 0 && (
          <p className={styles.dayTotals}>
            <FormattedMessage
              id="history.day.totals"
              values={{
                energy: format.energy(totals.calories),
                protein: whole(totals.protein),
                carbs: whole(totals.carbs),
                fat: whole(totals.fat),
                b: (chunks) => <strong>{chunks}</strong>,
              }}
            />
          </p>
        )}
        {day.date !== today && severalNamed(day.meals.flatMap((m) => m.scans)) ? (
          <LogDayAgain date={day.date} tz={tz} userId={userId} what={dayName} />
        ) : null}
      </div>
      {day.meals.map(({ meal, scans }) => (
        <div key={meal} className={styles.meal}>
          <div className={styles.mealHead}>
            <h4 className={styles.mealTitle}>
              <FormattedMessage id={MEAL_LABELS[meal]} />
            </h4>
            {day.date !== today && severalNamed(scans) ? (
              <LogDayAgain
                date={day.date}
                tz={tz}
                userId={userId}
                meal={meal}
                what={intl.formatMessage({ id: 'history.logAgain.mealOfDay' }, { day: dayName, meal })}
              />
            ) : null}
          </div>
          <ul className={styles.list}>
            {scans.map((scan) => (
              <li key={scan.id}>
                <div className={styles.entry}>
                  <HistoryItem
                    scan={scan}
                    when={
                      day.date === today
                        ? relativeAge(scan.createdAt, now, tz)
                        : intl.formatTime(scan.createdAt, { timeZone: tz, hour: '2-digit', minute: '2-digit' })
                    }
                  />
                  {scan.identification.status === 'identified' && <LogAgainButton scan={scan} />}
                </div>
                {scan.identification.status === 'identified' && <EntryFoods scan={scan} userId={userId} />}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function HistoryItem({ scan, when }: { scan: Scan; when: string }) {
  const intl = useIntl();
  const format = useFormat();
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
        <span className={styles.noImage} role="img" aria-label={intl.formatMessage({ id: 'history.entry.noPhoto' })}>
          <Utensils size={24} aria-hidden="true" />
        </span>
      )}
      {scan.identification.status === 'identified' ? (
        <span className={styles.text}>
          <span className={styles.name}>{scan.foodName}</span>
          <span className={styles.meta}>
            <FormattedMessage
              id="history.entry.meta"
              values={{
                energy:
                  scan.calories === null
                    ? intl.formatMessage({ id: 'history.entry.caloriesNotKnown' })
                    : format.energy(scan.calories),
                when,
              }}
            />
          </span>
        </span>
      ) : (
        <span className={styles.text}>
          <span className={styles.needsName}>
            <FormattedMessage id="history.entry.needsName" />
          </span>
          <span className={styles.meta}>
            {maybeText(scan, intl)}
            {when}
          </span>
        </span>
      )}
      <ChevronRight className={styles.chevron} size={20} aria-hidden="true" />
    </Link>
  );
}

/**
 * The entry's foods from the database, each with its star: starred, it is kept in the amount this
 * entry had it. Foods the user named themselves have no star (they are not in the database).
 */
function EntryFoods({ scan, userId }: { scan: Scan; userId: string }) {
  const intl = useIntl();
  const foods = scan.items.filter((item) => item.foodId !== null);
  if (foods.length === 0) return null;
  return (
    <ul
      className={styles.foods}
      aria-label={intl.formatMessage({ id: 'history.entry.foods' }, { name: scan.foodName })}
    >
      {foods.map((item, i) => (
        <li key={`${item.foodId}-${i}`} className={styles.food}>
          <span className={styles.foodName}>{item.name}</span>
          <FavouriteStar
            userId={userId}
            food={{ foodId: item.foodId!, name: item.name }}
            amount={choiceOfItem(item)}
            className={styles.foodStar}
          />
        </li>
      ))}
    </ul>
  );
}

/** Logs the scan's items again, now, in one tap; the new entry appears under Today. */
function LogAgainButton({ scan }: { scan: Scan }) {
  const logAgain = useLogAgain();
  const { toast } = useToast();
  const intl = useIntl();
  const format = useFormat();
  const run = () =>
    logAgain.mutate(
      { path: { id: scan.id }, body: { tz: deviceTimeZone() } },
      {
        onSuccess: (entry) =>
          toast({
            title: intl.formatMessage({ id: 'history.logAgain.done' }),
            description: intl.formatMessage(
              { id: 'history.logAgain.entryAdded' },
              {
                name: entry.foodName,
                energy:
                  entry.calories === null
                    ? intl.formatMessage({ id: 'history.logAgain.caloriesNotKnown' })
                    : format.energy(entry.calories),
              },
            ),
          }),
        onError: (error) =>
          toast({
            title: intl.formatMessage({ id: 'history.logAgain.failed' }),
            description: apiErrorMessage(error),
            variant: 'destructive',
          }),
      },
    );
  return (
    <button
      type="button"
      className={styles.again}
      onClick={run}
      disabled={logAgain.isPending}
      aria-label={intl.formatMessage({ id: 'history.logAgain.entry' }, { name: scan.foodName })}
    >
      <RotateCcw size={20} aria-hidden="true" />
    </button>
  );
}

/**
 * Whether a day or meal offers its own 'Log again': only for two named entries or more (one entry
 * has its own button beside it).
 */
const severalNamed = (scans: Scan[]) => scans.filter((scan) => scan.identification.status === 'identified').length > 1;

/**
 * A day you eat the same: its named entries (or one meal's) logged again now, each in its meal.
 * A failure stays beside the button, until the next tap.
 */
function LogDayAgain({
  userId,
  date,
  tz,
  meal,
  what,
}: {
  userId: string;
  date: string;
  tz: string;
  meal?: Meal;
  /** The day or meal logged again, as the button's name says it ('Yesterday', "Yesterday's lunch"). */
  what: string;
}) {
  const logDayAgain = useLogDayAgain();
  const { toast } = useToast();
  const intl = useIntl();
  const [problem, setProblem] = useState<string | null>(null);
  const run = () => {
    setProblem(null);
    logDayAgain.mutate(
      { path: { userId, date }, body: { tz, ...(meal ? { meal } : {}) } },
      {
        onSuccess: (entries) =>
          toast({
            title: intl.formatMessage({ id: 'history.logAgain.done' }),
            description: intl.formatMessage({ id: 'history.logAgain.entriesAdded' }, { count: entries.length }),
          }),
        onError: (error) => setProblem(apiErrorMessage(error)),
      },
    );
  };
  return (
    <>
      <button
        type="button"
        className={meal ? styles.againMeal : styles.againDay}
        onClick={run}
        disabled={logDayAgain.isPending}
        aria-label={intl.formatMessage({ id: 'history.logAgain.what' }, { what })}
      >
        <CopyPlus size={16} aria-hidden="true" />
        <FormattedMessage id="history.logAgain.button" />
      </button>
      {problem ? (
        <p className={styles.againProblem} role="alert">
          <FormattedMessage id="history.logAgain.problem" values={{ problem }} />
        </p>
      ) : null}
    </>
  );
}

/** 'Maybe banana or plantain · ' from a scan's first suggestions; nothing when it has none. */
export function maybeText(scan: Pick<Scan, 'suggestions'>, intl: IntlShape): string {
  // Mid-sentence a food's name starts in lower case, except in German, where nouns keep their capital.
  const german = intl.locale.toLowerCase().startsWith('de');
  const names = scan.suggestions.slice(0, 2).map((s) => (german ? s.name : s.name.toLocaleLowerCase(intl.locale)));
  return names.length === 0
    ? ''
    : intl.formatMessage(
        { id: 'history.entry.maybe' },
        { names: intl.formatList(names, { type: 'disjunction' }) as string },
      );
}

function HistorySkeleton() {
  const intl = useIntl();
  return (
    <div
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'history.loading' })}
      role="status"
      className={styles.list}
    >
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
