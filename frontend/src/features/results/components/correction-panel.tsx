import { HelpCircle, Search } from 'lucide-react';
import { useState } from 'react';
import type { Scan, Suggestion } from '@/client';
import { InlineNotice } from '@/components/ui/inline-notice';
import { FoodPicker } from '@/components/food-picker/food-picker';
import { Spinner } from '@/components/ui/spinner';
import type { SpeechSource } from '@/lib/speech/speech-input';
import { useCorrectScan, type ScanCorrection } from '../use-correct-scan';
import { DescribeIt } from './describe-it';
import styles from './correction-panel.module.css';

/**
 * Under an identified result: 'Not right?' with the other foods the photo may show, and a search
 * for any other. One tap replaces the food and recomputes every number.
 */
export function NotRight({ scan }: { scan: Scan }) {
  const correction = useCorrectScan(scan);
  return (
    <section className={styles.panel} aria-labelledby="not-right-heading" aria-busy={correction.isPending}>
      <h2 id="not-right-heading" className={styles.heading}>
        Not right?
      </h2>
      <FoodChoices suggestions={scan.suggestions} correction={correction} />
    </section>
  );
}

/**
 * A scan that names no food opens here instead of a page of zeros: why, the foods it may be, a
 * search, and 'Describe it' for a meal of several foods; naming it fills in every number.
 */
export function WhatIsIt({ scan, speech }: { scan: Scan; speech?: SpeechSource | null }) {
  const correction = useCorrectScan(scan);
  const notFood = scan.identification.status === 'not_food';
  return (
    <section className={styles.whatIsIt} aria-labelledby="what-is-it-heading" aria-busy={correction.isPending}>
      <h2 id="what-is-it-heading" className={styles.whatTitle}>
        <HelpCircle size={22} aria-hidden="true" /> What is it?
      </h2>
      {scan.identification.reason ? <p className={styles.reason}>{scan.identification.reason}</p> : null}
      <p className={styles.lead}>
        {notFood
          ? 'If it is food, tell Morsel what it is and every number fills in.'
          : scan.suggestions.length > 0
            ? 'Is it one of these? Pick one, or search for the food, and every number fills in.'
            : 'Search for the food, and every number fills in.'}
      </p>
      <FoodChoices suggestions={scan.suggestions} correction={correction} />
      <DescribeIt
        onUse={correction.replaceFoods}
        hint="The scan then holds these foods, and every number is computed from them."
        disabled={correction.isPending}
        speech={speech}
      />
    </section>
  );
}

/**
 * The foods the photo may show as chips, and a search for any other: choosing one corrects the
 * scan, with a note while the numbers are computed again.
 */
function FoodChoices({ suggestions, correction }: { suggestions: Suggestion[]; correction: ScanCorrection }) {
  const [searching, setSearching] = useState(false);
  const disabled = correction.isPending;
  return (
    <>
      <ul className={styles.chips} aria-label="Other foods it may be">
        {suggestions.map((suggestion) => (
          <li key={suggestion.savedMealId ?? suggestion.foodId}>
            <button
              type="button"
              className={styles.chip}
              disabled={disabled}
              onClick={() =>
                void (suggestion.savedMealId
                  ? correction.chooseMeal({ id: suggestion.savedMealId, name: suggestion.name })
                  : correction.chooseFood({ id: suggestion.foodId, name: suggestion.name }))
              }
            >
              <span className={styles.chipName}>{suggestion.name}</span>
              {/* A meal's figure is how alike the photos are, no likelihood: it is not shown as one. */}
              {suggestion.confidence > 0 && !suggestion.savedMealId ? (
                <span className={styles.chipConfidence}>{Math.round(suggestion.confidence)}%</span>
              ) : null}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={`${styles.chip} ${styles.searchChip}`}
            disabled={disabled}
            onClick={() => setSearching(true)}
          >
            <Search size={16} aria-hidden="true" />
            Search foods
          </button>
        </li>
      </ul>
      {correction.isPending ? (
        <p className={styles.saving} role="status">
          <Spinner size={16} /> Updating the numbers…
        </p>
      ) : null}
      {correction.failure ? (
        <InlineNotice tone="error" title="Couldn't change the food">
          <p>{correction.failure}</p>
        </InlineNotice>
      ) : null}
      <FoodPicker
        open={searching}
        onOpenChange={setSearching}
        title="What is it?"
        onPick={(food) => void correction.chooseFood(food)}
        onPickName={(name) => void correction.nameFood(name)}
      />
    </>
  );
}
