import { Calculator } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { Goals } from '@/client';
import { useToast } from '@/components/toast/toast';
import { Button } from '@/components/ui/button';
import { Disclosure } from '@/components/ui/disclosure';
import { Sheet } from '@/components/ui/sheet';
import { apiErrorMessage } from '@/lib/api-error';
import { useUpdateGoals } from '@/lib/log/log-queries';
import {
  ACTIVITY_LEVELS,
  type BODY_LIMITS,
  bodyProblems,
  calculateGoals,
  type ActivityLevel,
  type Body,
  type Sex,
} from '../goal-calculator';
import { draftOf, GOAL_KEYS, GOAL_LIMITS, parseGoals, type GoalDraft } from '../goal-rules';
import styles from './goals-sheet.module.css';

/** Setting the daily goals: typed in, or worked out from the body with the calculator. */
export function GoalsSheet({
  userId,
  goals,
  open,
  onOpenChange,
}: {
  userId: string;
  goals: Goals;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title="Daily goals"
      description="What you aim to eat each day. Today and the week are measured against them."
    >
      {open ? <GoalsForm userId={userId} goals={goals} onDone={() => onOpenChange(false)} /> : null}
    </Sheet>
  );
}

function GoalsForm({ userId, goals, onDone }: { userId: string; goals: Goals; onDone: () => void }) {
  const [draft, setDraft] = useState<GoalDraft>(() => draftOf(goals));
  const [problems, setProblems] = useState<Partial<Record<keyof Goals, string>>>({});
  const save = useUpdateGoals(userId);
  const { toast } = useToast();
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseGoals(draft);
    if ('problems' in parsed) {
      setProblems(parsed.problems);
      return;
    }
    setProblems({});
    save.mutate(
      { path: { userId }, body: parsed.goals },
      {
        onSuccess: () => {
          toast({ title: 'Goals saved', description: 'Today and the week now use your new goals.' });
          onDone();
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.grid}>
        {GOAL_KEYS.map((key) => {
          const { label, unit } = GOAL_LIMITS[key];
          return (
            <NumberField
              key={key}
              id={`${id}-${key}`}
              label={`${label} (${unit})`}
              inputMode="numeric"
              value={draft[key]}
              problem={problems[key]}
              onChange={(value) => setDraft({ ...draft, [key]: value })}
            />
          );
        })}
      </div>
      <GoalCalculator onUse={(calculated) => setDraft(draftOf(calculated))} />
      {save.isError && (
        <p role="alert" className={styles.problem}>
          Couldn’t save your goals. {apiErrorMessage(save.error)}
        </p>
      )}
      <Button type="submit" block disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save goals'}
      </Button>
    </form>
  );
}

type BodyDraft = { ageYears: string; sex: Sex; heightCm: string; weightKg: string; activity: ActivityLevel };

/** Mifflin-St Jeor from age, sex, height, weight and activity, with its working shown. */
export function GoalCalculator({ onUse }: { onUse: (goals: Goals) => void }) {
  const [draft, setDraft] = useState<BodyDraft>({
    ageYears: '',
    sex: 'female',
    heightCm: '',
    weightKg: '',
    activity: 'light',
  });
  const id = useId();
  const body: Body = {
    ...draft,
    ageYears: Number(draft.ageYears || NaN),
    heightCm: Number(draft.heightCm || NaN),
    weightKg: Number(draft.weightKg || NaN),
  };
  const problems = bodyProblems(body);
  const complete = draft.ageYears !== '' && draft.heightCm !== '' && draft.weightKg !== '';
  const result = complete && Object.keys(problems).length === 0 ? calculateGoals(body) : null;
  const number = (key: keyof typeof BODY_LIMITS, label: string) => (
    <NumberField
      id={`${id}-${key}`}
      label={label}
      inputMode="decimal"
      value={draft[key]}
      problem={draft[key] !== '' ? problems[key] : undefined}
      onChange={(value) => setDraft({ ...draft, [key]: value })}
    />
  );

  return (
    <Disclosure title="Work them out for me" icon={<Calculator size={20} aria-hidden="true" />}>
      <div className={styles.calculator}>
        <div className={styles.grid}>
          {number('ageYears', 'Age (years)')}
          <fieldset className={styles.choices}>
            <legend>Sex</legend>
            {(['female', 'male'] as const).map((sex) => (
              <label key={sex} className={styles.choice}>
                <input
                  type="radio"
                  name={`${id}-sex`}
                  value={sex}
                  checked={draft.sex === sex}
                  onChange={() => setDraft({ ...draft, sex })}
                />
                {sex === 'female' ? 'Female' : 'Male'}
              </label>
            ))}
          </fieldset>
          {number('heightCm', 'Height (cm)')}
          {number('weightKg', 'Weight (kg)')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-activity`}>Activity</label>
          <select
            id={`${id}-activity`}
            className={styles.input}
            value={draft.activity}
            onChange={(event) => setDraft({ ...draft, activity: event.target.value as ActivityLevel })}
          >
            {ACTIVITY_LEVELS.map((level) => (
              <option key={level.id} value={level.id}>
                {level.label}
              </option>
            ))}
          </select>
        </div>
        {result ? (
          <div className={styles.result} aria-live="polite">
            <p className={styles.formula}>{result.formula}</p>
            <p>
              {result.goals.calories.toLocaleString('en-US')} kcal · protein {result.goals.protein} g · carbs{' '}
              {result.goals.carbs} g · fat {result.goals.fat} g (20 % / 50 % / 30 % of the energy)
            </p>
            <Button variant="secondary" onClick={() => onUse(result.goals)}>
              Use these goals
            </Button>
          </div>
        ) : (
          <p className={styles.hint}>
            Enter your age, height and weight to see your daily energy need (Mifflin-St Jeor equation).
          </p>
        )}
      </div>
    </Disclosure>
  );
}

/** A number typed as text (kept as typed until saved), with its problem under it. */
function NumberField({
  id,
  label,
  inputMode,
  value,
  problem,
  onChange,
}: {
  id: string;
  label: string;
  inputMode: 'numeric' | 'decimal';
  value: string;
  problem: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={styles.input}
        inputMode={inputMode}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem && (
        <p id={`${id}-problem`} className={styles.problem}>
          {problem}
        </p>
      )}
    </div>
  );
}
