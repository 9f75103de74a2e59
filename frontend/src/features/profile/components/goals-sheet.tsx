import { Calculator } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Goals } from '@/client';
import { useToast } from '@/components/toast/toast';
import { Button } from '@/components/ui/button';
import { Disclosure } from '@/components/ui/disclosure';
import { Sheet } from '@/components/ui/sheet';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useFormat, useUnits } from '@/lib/i18n/locale-provider';
import { useUpdateGoals } from '@/lib/log/log-queries';
import { CM_PER_INCH, feetInchesToCm, INCHES_PER_FOOT, KG_PER_POUND, poundsToKg } from '@rules/units/units';
import {
  ACTIVITY_LEVELS,
  BODY_LIMITS,
  bodyProblems,
  calculateGoals,
  type ActivityLevel,
  type Body,
  type Sex,
} from '../goal-calculator';
import { draftOf, GOAL_KEYS, GOAL_LABELS, goalUnit, parseGoals, type GoalDraft, type GoalProblem } from '../goal-rules';
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
  const intl = useIntl();
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'profile.goals.title' })}
      description={intl.formatMessage({ id: 'profile.goals.description' })}
    >
      {open ? <GoalsForm userId={userId} goals={goals} onDone={() => onOpenChange(false)} /> : null}
    </Sheet>
  );
}

/** The energy goal is typed in the reader's unit (kcal or kJ) and stored in kcal. */
function GoalsForm({ userId, goals, onDone }: { userId: string; goals: Goals; onDone: () => void }) {
  const intl = useIntl();
  const format = useFormat();
  const { energy } = useUnits();
  const [draft, setDraft] = useState<GoalDraft>(() => draftOf(goals, energy));
  const [problems, setProblems] = useState<Partial<Record<keyof Goals, GoalProblem>>>({});
  const save = useUpdateGoals(userId);
  const { toast } = useToast();
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseGoals(draft, energy);
    if ('problems' in parsed) {
      setProblems(parsed.problems);
      return;
    }
    setProblems({});
    save.mutate(
      { path: { userId }, body: parsed.goals },
      {
        onSuccess: () => {
          toast({
            title: intl.formatMessage({ id: 'profile.goals.saved' }),
            description: intl.formatMessage({ id: 'profile.goals.savedBody' }),
          });
          onDone();
        },
      },
    );
  };

  const problemText = (problem: GoalProblem | undefined) =>
    problem
      ? intl.formatMessage(
          { id: 'profile.goals.range' },
          { min: format.number(problem.min), max: format.number(problem.max), unit: problem.unit },
        )
      : undefined;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.grid}>
        {GOAL_KEYS.map((key) => (
          <NumberField
            key={key}
            id={`${id}-${key}`}
            label={intl.formatMessage(
              { id: 'profile.goals.field' },
              { name: intl.formatMessage({ id: GOAL_LABELS[key] }), unit: goalUnit(key, energy) },
            )}
            inputMode="numeric"
            value={draft[key]}
            problem={problemText(problems[key])}
            onChange={(value) => setDraft({ ...draft, [key]: value })}
          />
        ))}
      </div>
      <GoalCalculator onUse={(calculated) => setDraft(draftOf(calculated, energy))} />
      {save.isError && (
        <p role="alert" className={styles.problem}>
          <FormattedMessage id="profile.goals.saveFailed" values={{ reason: apiErrorMessage(save.error) }} />
        </p>
      )}
      <Button type="submit" block disabled={save.isPending}>
        <FormattedMessage id={save.isPending ? 'common.saving' : 'profile.goals.save'} />
      </Button>
    </form>
  );
}

type BodyDraft = {
  ageYears: string;
  sex: Sex;
  heightCm: string;
  weightKg: string;
  feet: string;
  inches: string;
  pounds: string;
  activity: ActivityLevel;
};

/** A typed number, NaN when nothing or not a number was typed. */
const typed = (text: string) => Number(text.trim() === '' ? NaN : text.replace(',', '.'));

/** The body the draft describes, in cm and kg whichever units it was typed in. */
function bodyOf(draft: BodyDraft, imperial: boolean): Body {
  const inches = draft.inches.trim() === '' ? 0 : typed(draft.inches);
  return {
    ageYears: typed(draft.ageYears),
    sex: draft.sex,
    activity: draft.activity,
    heightCm: imperial ? feetInchesToCm(typed(draft.feet), inches) : typed(draft.heightCm),
    weightKg: imperial ? poundsToKg(typed(draft.pounds)) : typed(draft.weightKg),
  };
}

/** The calculator's limits in feet and inches and in pounds, rounded inwards so both ends are taken. */
const IMPERIAL_LIMITS = {
  heightInches: {
    min: Math.ceil(BODY_LIMITS.heightCm.min / CM_PER_INCH),
    max: Math.floor(BODY_LIMITS.heightCm.max / CM_PER_INCH),
  },
  pounds: {
    min: Math.ceil(BODY_LIMITS.weightKg.min / KG_PER_POUND),
    max: Math.floor(BODY_LIMITS.weightKg.max / KG_PER_POUND),
  },
};

/**
 * Mifflin-St Jeor from age, sex, height, weight and activity, with its working shown. Height and
 * weight are typed in cm and kg or in feet, inches and pounds (the user's body units); the equation
 * works in cm, kg and kcal, and its result is shown in the user's energy unit.
 */
export function GoalCalculator({ onUse }: { onUse: (goals: Goals) => void }) {
  const intl = useIntl();
  const format = useFormat();
  const imperial = useUnits().body === 'imperial';
  const [draft, setDraft] = useState<BodyDraft>({
    ageYears: '',
    sex: 'female',
    heightCm: '',
    weightKg: '',
    feet: '',
    inches: '',
    pounds: '',
    activity: 'light',
  });
  const id = useId();
  const body = bodyOf(draft, imperial);
  const problems = bodyProblems(body);
  const heightTyped = imperial ? draft.feet !== '' : draft.heightCm !== '';
  const weightTyped = imperial ? draft.pounds !== '' : draft.weightKg !== '';
  const complete = draft.ageYears !== '' && heightTyped && weightTyped;
  const result = complete && Object.keys(problems).length === 0 ? calculateGoals(body) : null;
  const plain = (value: number) => intl.formatNumber(value, { useGrouping: false, maximumFractionDigits: 1 });
  const range = (min: number, max: number) =>
    intl.formatMessage({ id: 'profile.calculator.range' }, { min: plain(min), max: plain(max) });
  const feetAndInches = (inches: number) =>
    intl.formatMessage(
      { id: 'profile.calculator.feetInches' },
      { feet: Math.floor(inches / INCHES_PER_FOOT), inches: inches % INCHES_PER_FOOT },
    );
  const problem = {
    ageYears: problems.ageYears ? range(problems.ageYears.min, problems.ageYears.max) : undefined,
    height: !problems.heightCm
      ? undefined
      : imperial
        ? intl.formatMessage(
            { id: 'profile.calculator.rangeBetween' },
            {
              min: feetAndInches(IMPERIAL_LIMITS.heightInches.min),
              max: feetAndInches(IMPERIAL_LIMITS.heightInches.max),
            },
          )
        : range(problems.heightCm.min, problems.heightCm.max),
    weight: !problems.weightKg
      ? undefined
      : imperial
        ? range(IMPERIAL_LIMITS.pounds.min, IMPERIAL_LIMITS.pounds.max)
        : range(problems.weightKg.min, problems.weightKg.max),
  };
  const number = (
    key: 'ageYears' | 'heightCm' | 'weightKg' | 'feet' | 'inches' | 'pounds',
    label: string,
    shown?: string,
  ) => (
    <NumberField
      id={`${id}-${key}`}
      label={label}
      inputMode="decimal"
      value={draft[key]}
      problem={draft[key] !== '' ? shown : undefined}
      onChange={(value) => setDraft({ ...draft, [key]: value })}
    />
  );
  const labelled = (id: 'profile.calculator.height' | 'profile.calculator.weight', unit: string) =>
    intl.formatMessage({ id }, { unit });

  return (
    <Disclosure
      title={intl.formatMessage({ id: 'profile.calculator.title' })}
      icon={<Calculator size={20} aria-hidden="true" />}
    >
      <div className={styles.calculator}>
        <div className={styles.grid}>
          {number('ageYears', intl.formatMessage({ id: 'profile.calculator.age' }), problem.ageYears)}
          <fieldset className={styles.choices}>
            <legend>
              <FormattedMessage id="profile.calculator.sex" />
            </legend>
            {(['female', 'male'] as const).map((sex) => (
              <label key={sex} className={styles.choice}>
                <input
                  type="radio"
                  name={`${id}-sex`}
                  value={sex}
                  checked={draft.sex === sex}
                  onChange={() => setDraft({ ...draft, sex })}
                />
                <FormattedMessage id={sex === 'female' ? 'profile.calculator.female' : 'profile.calculator.male'} />
              </label>
            ))}
          </fieldset>
          {imperial ? (
            <>
              {number('feet', labelled('profile.calculator.height', 'ft'), problem.height)}
              {number('inches', labelled('profile.calculator.height', 'in'))}
              {number('pounds', labelled('profile.calculator.weight', 'lb'), problem.weight)}
            </>
          ) : (
            <>
              {number('heightCm', labelled('profile.calculator.height', 'cm'), problem.height)}
              {number('weightKg', labelled('profile.calculator.weight', 'kg'), problem.weight)}
            </>
          )}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-activity`}>
            <FormattedMessage id="profile.calculator.activity" />
          </label>
          <select
            id={`${id}-activity`}
            className={styles.input}
            value={draft.activity}
            onChange={(event) => setDraft({ ...draft, activity: event.target.value as ActivityLevel })}
          >
            {ACTIVITY_LEVELS.map((level) => (
              <option key={level.id} value={level.id}>
                {intl.formatMessage({ id: level.label })}
              </option>
            ))}
          </select>
        </div>
        {result ? (
          <div className={styles.result} aria-live="polite">
            <p className={styles.formula}>
              <FormattedMessage
                id="profile.calculator.formula"
                values={{
                  weight: plain(body.weightKg),
                  height: plain(body.heightCm),
                  age: plain(body.ageYears),
                  sex: body.sex,
                  bmr: plain(result.bmr),
                  factor: intl.formatNumber(result.factor, { maximumFractionDigits: 3 }),
                  calories: plain(result.goals.calories),
                }}
              />
            </p>
            <p>
              <FormattedMessage
                id="profile.calculator.result"
                values={{
                  energy: format.energy(result.goals.calories),
                  protein: `${format.number(result.goals.protein)} g`,
                  carbs: `${format.number(result.goals.carbs)} g`,
                  fat: `${format.number(result.goals.fat)} g`,
                }}
              />
            </p>
            <Button variant="secondary" onClick={() => onUse(result.goals)}>
              <FormattedMessage id="profile.calculator.use" />
            </Button>
          </div>
        ) : (
          <p className={styles.hint}>
            <FormattedMessage id="profile.calculator.hint" />
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
