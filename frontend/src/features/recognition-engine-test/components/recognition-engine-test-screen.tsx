import { Activity, ImageUp, Search } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { RecognitionServiceStatus, RecognizeResponse } from '@/client';
import { Button } from '@/components/ui/button';
import { FactList } from '@/components/ui/fact-list';
import { InlineNotice } from '@/components/ui/inline-notice';
import { PhotoPickerButton } from '@/components/ui/photo-picker';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/lib/i18n/locale-provider';
import type { Formatters } from '@/lib/i18n/format';
import type { MessageId } from '@/lib/i18n/intl';
import { useRecognitionStatus } from '@/lib/recognition/recognition-status';
import { useRecognizeFood } from '../api/recognize-food';
import { useRecognitionFoods } from '../api/search-recognition-foods';
import { percent, recognitionFailure, type RecognitionFailure } from '../recognition-engine-test-rules';
import styles from './recognition-engine-test-screen.module.css';

/** /recognition-engine-test: check the recognition engine, search its food list, and recognise a photo. */
export function RecognitionEngineTestScreen() {
  return (
    <div className={styles.screen}>
      <p className={styles.intro}>
        <FormattedMessage id="labs.engine.intro" />
      </p>
      <StatusCard />
      <SearchCard />
      <RecognizeCard />
    </div>
  );
}

function StatusCard() {
  const intl = useIntl();
  const status = useRecognitionStatus();
  const shown = status.isError ? null : status.data;
  useEffect(() => {
    if (status.error) console.error('Status check failed', status.error);
  }, [status.error]);
  return (
    <section className={styles.card} aria-labelledby="recognition-status">
      <h2 id="recognition-status" className={styles.cardTitle}>
        <Activity size={18} aria-hidden="true" /> <FormattedMessage id="labs.engine.status.title" />
      </h2>
      <Button onClick={() => void status.refetch()} disabled={status.isFetching}>
        {status.isFetching ? (
          <>
            <Spinner size={18} /> <FormattedMessage id="labs.engine.status.checking" />
          </>
        ) : (
          <FormattedMessage id="labs.engine.status.check" />
        )}
      </Button>
      {status.isError ? (
        <InlineNotice tone="error" title={intl.formatMessage({ id: 'labs.engine.status.failed' })}>
          <p>
            <FormattedMessage id="labs.engine.status.noAnswer" />
          </p>
        </InlineNotice>
      ) : null}
      {shown ? (
        <div role="status" className={styles.status}>
          <p className={styles.statusLine}>
            <span className={styles.statusBadge} data-status={engineBadge(shown).status}>
              <FormattedMessage id={engineBadge(shown).label} />
            </span>
            <strong>{shown.name}</strong>
          </p>
          <p className={styles.statusLine}>
            <span className={styles.statusBadge} data-status={shown.photoRecognition ? 'active' : 'off'}>
              <FormattedMessage id={shown.photoRecognition ? 'labs.engine.state.on' : 'labs.engine.state.off'} />
            </span>
            <span>
              <FormattedMessage id="labs.engine.status.photoRecognition" />
            </span>
          </p>
          <ul className={styles.list} aria-label={intl.formatMessage({ id: 'labs.engine.status.recognizers' })}>
            {shown.recognizers.map((recognizer) => (
              <li key={recognizer.id} className={styles.item}>
                <p className={styles.candidateLine}>
                  <strong>{recognizer.name}</strong>
                  <span className={styles.statusBadge} data-status={STATE_BADGE[recognizer.state]}>
                    <FormattedMessage id={STATE_LABEL[recognizer.state]} />
                  </span>
                </p>
                <span className={styles.meta}>{recognizer.detail}</span>
                {recognizer.whenOff ? <span className={styles.message}>{recognizer.whenOff}</span> : null}
              </li>
            ))}
          </ul>
          <p className={styles.meta}>
            <FormattedMessage
              id="labs.engine.status.lastChecked"
              values={{ time: intl.formatTime(shown.lastChecked, { timeStyle: 'medium' }) }}
            />
          </p>
        </div>
      ) : null}
    </section>
  );
}

/** Active only when photos can be named: an engine that reads only labels and barcodes is limited. */
const engineBadge = (status: RecognitionServiceStatus): { status: string; label: MessageId } =>
  status.status === 'error'
    ? { status: 'error', label: 'labs.engine.engine.error' }
    : status.photoRecognition
      ? { status: 'active', label: 'labs.engine.engine.active' }
      : { status: 'off', label: 'labs.engine.engine.limited' };

const STATE_LABEL = {
  on: 'labs.engine.state.on',
  off: 'labs.engine.state.off',
  error: 'labs.engine.state.broken',
} as const satisfies Record<string, MessageId>;
const STATE_BADGE = { on: 'active', off: 'off', error: 'error' } as const;

function SearchCard() {
  const intl = useIntl();
  const format = useFormat();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const inputId = useId();
  const results = useRecognitionFoods(query);
  useEffect(() => {
    if (results.error) console.error('Recognition search failed', results.error);
  }, [results.error]);
  const blank = text.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank) setQuery(text.trim());
  };
  return (
    <section className={styles.card} aria-labelledby="recognition-search">
      <h2 id="recognition-search" className={styles.cardTitle}>
        <Search size={18} aria-hidden="true" /> <FormattedMessage id="labs.engine.search.title" />
      </h2>
      <form className={styles.searchRow} onSubmit={submit} role="search">
        <label htmlFor={inputId} className="visually-hidden">
          <FormattedMessage id="labs.engine.search.label" />
        </label>
        <input
          id={inputId}
          type="search"
          className={styles.input}
          value={text}
          placeholder={intl.formatMessage({ id: 'labs.engine.search.placeholder' })}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" disabled={blank || results.isFetching}>
          <FormattedMessage id="labs.engine.search.submit" />
        </Button>
      </form>
      {results.isFetching ? <Spinner /> : null}
      {results.isError ? (
        <p className={styles.error}>
          <FormattedMessage id="labs.engine.search.failed" />
        </p>
      ) : null}
      {results.data && !results.isFetching ? (
        results.data.results.length === 0 ? (
          <p className={styles.meta}>
            <FormattedMessage id="labs.engine.search.none" values={{ query }} />
          </p>
        ) : (
          <ul className={styles.list} aria-label={intl.formatMessage({ id: 'labs.engine.search.results' })}>
            {results.data.results.map((food) => (
              <li key={`${food.name}-${food.brandName ?? ''}`} className={styles.item}>
                <strong>{food.name}</strong>
                <span className={styles.meta}>{[food.brandName, food.category].filter(Boolean).join(' · ')}</span>
                <span className={styles.meta}>
                  <FormattedMessage
                    id="labs.engine.search.perServing"
                    values={{
                      energy: format.energy(food.nutritionFacts.calories),
                      serving: food.nutritionFacts.servingSize,
                    }}
                  />
                </span>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}

function RecognizeCard() {
  const intl = useIntl();
  const format = useFormat();
  const [answer, setAnswer] = useState<RecognizeResponse | null>(null);
  const [failure, setFailure] = useState<RecognitionFailure | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const recognize = useRecognizeFood();

  const recognizePhoto = async (file: File) => {
    setAnswer(null);
    setFailure(null);
    setPreview((old) => {
      if (old) URL.revokeObjectURL(old);
      return URL.createObjectURL(file);
    });
    try {
      const result = await recognize.recognizePhoto(file);
      if (result.success) setAnswer(result);
      else setFailure(recognitionFailure({ answer: result }, intl));
    } catch (error) {
      console.error('Recognition failed', error);
      setFailure(recognitionFailure({ error }, intl));
    }
  };

  return (
    <section className={styles.card} aria-labelledby="recognition-image">
      <h2 id="recognition-image" className={styles.cardTitle}>
        <ImageUp size={18} aria-hidden="true" /> <FormattedMessage id="labs.engine.image.title" />
      </h2>
      <PhotoPickerButton
        testId="recognize-input"
        disabled={recognize.isPending}
        onPick={([file]) => void recognizePhoto(file!)}
      >
        {recognize.isPending ? (
          <>
            <Spinner size={18} /> <FormattedMessage id="labs.engine.image.recognizing" />
          </>
        ) : (
          <FormattedMessage id="labs.engine.image.choose" />
        )}
      </PhotoPickerButton>
      {preview ? (
        <img className={styles.preview} src={preview} alt={intl.formatMessage({ id: 'labs.engine.image.preview' })} />
      ) : null}
      {failure ? (
        <InlineNotice tone="error" title={failure.title} testId="recognition-failure">
          <p>{failure.description}</p>
          {failure.detail ? (
            <p className={styles.detail}>
              <FormattedMessage id="labs.engine.image.detail" values={{ detail: failure.detail }} />
            </p>
          ) : null}
        </InlineNotice>
      ) : null}
      {answer ? (
        <div className={styles.results}>
          <p className={styles.meta}>
            {answer.recognitionMethod ? (
              <FormattedMessage
                id="labs.engine.image.detectedBy"
                values={{ count: answer.detectedFoods, method: answer.recognitionMethod }}
              />
            ) : (
              <FormattedMessage id="labs.engine.image.detected" values={{ count: answer.detectedFoods }} />
            )}
          </p>
          <ul className={styles.list} aria-label={intl.formatMessage({ id: 'labs.engine.image.candidates' })}>
            {answer.result.detectedCandidates.map((candidate) => (
              <li key={candidate.name} className={styles.item}>
                <p className={styles.candidateLine}>
                  <strong>{candidate.name}</strong>
                  <span className={styles.confidence}>{percent(intl, candidate.confidence)}</span>
                </p>
                <span className={styles.meta}>{candidate.category}</span>
                <FactList facts={candidateFacts(intl, format, candidate.nutritionFacts)} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** A candidate's figures per serving: energy in the reader's unit, the macronutrients in grams. */
const candidateFacts = (
  intl: IntlShape,
  format: Formatters,
  facts: { calories: number; protein: number; totalCarbs: number; totalFat: number },
) => [
  { label: intl.formatMessage({ id: 'common.nutrient.calories' }), value: format.energy(facts.calories) },
  { label: intl.formatMessage({ id: 'common.nutrient.protein' }), value: format.grams(facts.protein) },
  { label: intl.formatMessage({ id: 'common.nutrient.carbs' }), value: format.grams(facts.totalCarbs) },
  { label: intl.formatMessage({ id: 'common.nutrient.fat' }), value: format.grams(facts.totalFat) },
];
