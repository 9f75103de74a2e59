import { Activity, ImageUp, Search } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { RecognitionServiceStatus, RecognizeResponse } from '@/client';
import { Button } from '@/components/ui/button';
import { FactList } from '@/components/ui/fact-list';
import { InlineNotice } from '@/components/ui/inline-notice';
import { PhotoPickerButton } from '@/components/ui/photo-picker';
import { Spinner } from '@/components/ui/spinner';
import { useRecognitionStatus } from '@/lib/recognition/recognition-status';
import { useRecognizeFood } from '../api/recognize-food';
import { useRecognitionFoods } from '../api/search-recognition-foods';
import {
  percent,
  recognitionFailure,
  STATUS_CHECK_FAILED,
  type RecognitionFailure,
} from '../recognition-engine-test-rules';
import styles from './recognition-engine-test-screen.module.css';

/** /recognition-engine-test: check the recognition engine, search its food list, and recognise a photo. */
export function RecognitionEngineTestScreen() {
  return (
    <div className={styles.screen}>
      <p className={styles.intro}>
        Test Morsel’s recognition engine directly. Nothing you try here is saved to your history.
      </p>
      <StatusCard />
      <SearchCard />
      <RecognizeCard />
    </div>
  );
}

function StatusCard() {
  const status = useRecognitionStatus();
  const shown = status.isError ? null : status.data;
  useEffect(() => {
    if (status.error) console.error('Status check failed', status.error);
  }, [status.error]);
  return (
    <section className={styles.card} aria-labelledby="recognition-status">
      <h2 id="recognition-status" className={styles.cardTitle}>
        <Activity size={18} aria-hidden="true" /> API Status
      </h2>
      <Button onClick={() => void status.refetch()} disabled={status.isFetching}>
        {status.isFetching ? (
          <>
            <Spinner size={18} /> Checking...
          </>
        ) : (
          'Check API Status'
        )}
      </Button>
      {status.isError ? (
        <InlineNotice tone="error" title={STATUS_CHECK_FAILED}>
          <p>The server did not answer. Check that Morsel is running, then check again.</p>
        </InlineNotice>
      ) : null}
      {shown ? (
        <div role="status" className={styles.status}>
          <p className={styles.statusLine}>
            <span className={styles.statusBadge} data-status={engineBadge(shown).status}>
              {engineBadge(shown).label}
            </span>
            <strong>{shown.name}</strong>
          </p>
          <p className={styles.statusLine}>
            <span className={styles.statusBadge} data-status={shown.photoRecognition ? 'active' : 'off'}>
              {shown.photoRecognition ? 'On' : 'Off'}
            </span>
            <span>Photo recognition</span>
          </p>
          <ul className={styles.list} aria-label="Recognizers">
            {shown.recognizers.map((recognizer) => (
              <li key={recognizer.id} className={styles.item}>
                <p className={styles.candidateLine}>
                  <strong>{recognizer.name}</strong>
                  <span className={styles.statusBadge} data-status={STATE_BADGE[recognizer.state]}>
                    {STATE_LABEL[recognizer.state]}
                  </span>
                </p>
                <span className={styles.meta}>{recognizer.detail}</span>
                {recognizer.whenOff ? <span className={styles.message}>{recognizer.whenOff}</span> : null}
              </li>
            ))}
          </ul>
          <p className={styles.meta}>Last checked {new Date(shown.lastChecked).toLocaleTimeString()}</p>
        </div>
      ) : null}
    </section>
  );
}

/** Active only when photos can be named: an engine that reads only labels and barcodes is limited. */
const engineBadge = (status: RecognitionServiceStatus) =>
  status.status === 'error'
    ? { status: 'error', label: 'Error' }
    : status.photoRecognition
      ? { status: 'active', label: 'Active' }
      : { status: 'off', label: 'Limited' };

const STATE_LABEL = { on: 'On', off: 'Off', error: 'Broken' } as const;
const STATE_BADGE = { on: 'active', off: 'off', error: 'error' } as const;

function SearchCard() {
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
        <Search size={18} aria-hidden="true" /> Food search
      </h2>
      <form className={styles.searchRow} onSubmit={submit} role="search">
        <label htmlFor={inputId} className="visually-hidden">
          Food to search for
        </label>
        <input
          id={inputId}
          type="search"
          className={styles.input}
          value={text}
          placeholder="e.g. banana"
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" disabled={blank || results.isFetching}>
          Search
        </Button>
      </form>
      {results.isFetching ? <Spinner /> : null}
      {results.isError ? <p className={styles.error}>Search failed. Please try again.</p> : null}
      {results.data && !results.isFetching ? (
        results.data.results.length === 0 ? (
          <p className={styles.meta}>No foods match “{query}”.</p>
        ) : (
          <ul className={styles.list} aria-label="Search results">
            {results.data.results.map((food) => (
              <li key={`${food.name}-${food.brandName ?? ''}`} className={styles.item}>
                <strong>{food.name}</strong>
                <span className={styles.meta}>{[food.brandName, food.category].filter(Boolean).join(' · ')}</span>
                <span className={styles.meta}>
                  {food.nutritionFacts.calories} kcal per {food.nutritionFacts.servingSize}
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
      else setFailure(recognitionFailure({ answer: result }));
    } catch (error) {
      console.error('Recognition failed', error);
      setFailure(recognitionFailure({ error }));
    }
  };

  return (
    <section className={styles.card} aria-labelledby="recognition-image">
      <h2 id="recognition-image" className={styles.cardTitle}>
        <ImageUp size={18} aria-hidden="true" /> Image recognition
      </h2>
      <PhotoPickerButton
        testId="recognize-input"
        disabled={recognize.isPending}
        onPick={([file]) => void recognizePhoto(file!)}
      >
        {recognize.isPending ? (
          <>
            <Spinner size={18} /> Recognizing...
          </>
        ) : (
          'Choose a photo'
        )}
      </PhotoPickerButton>
      {preview ? <img className={styles.preview} src={preview} alt="The photo being recognised" /> : null}
      {failure ? (
        <InlineNotice tone="error" title={failure.title} testId="recognition-failure">
          <p>{failure.description}</p>
          {failure.detail ? <p className={styles.detail}>Recognizers: {failure.detail}</p> : null}
        </InlineNotice>
      ) : null}
      {answer ? (
        <div className={styles.results}>
          <p className={styles.meta}>
            {answer.detectedFoods} {answer.detectedFoods === 1 ? 'food' : 'foods'} detected by{' '}
            {answer.recognitionMethod ?? 'the engine'}
          </p>
          <ul className={styles.list} aria-label="Detected foods">
            {answer.result.detectedCandidates.map((candidate) => (
              <li key={candidate.name} className={styles.item}>
                <p className={styles.candidateLine}>
                  <strong>{candidate.name}</strong>
                  <span className={styles.confidence}>{percent(candidate.confidence)}</span>
                </p>
                <span className={styles.meta}>{candidate.category}</span>
                <FactList
                  facts={[
                    { label: 'Calories', value: `${candidate.nutritionFacts.calories} kcal` },
                    { label: 'Protein', value: `${candidate.nutritionFacts.protein} g` },
                    { label: 'Carbs', value: `${candidate.nutritionFacts.totalCarbs} g` },
                    { label: 'Fat', value: `${candidate.nutritionFacts.totalFat} g` },
                  ]}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
