import { HelpCircle, Search } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Scan, Suggestion } from '@/client';
import { InlineNotice } from '@/components/ui/inline-notice';
import { FoodPicker } from '@/components/food-picker/food-picker';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/lib/i18n/locale-provider';
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
        <FormattedMessage id="results.notRight" />
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
  const intl = useIntl();
  const correction = useCorrectScan(scan);
  const notFood = scan.identification.status === 'not_food';
  return (
    <section className={styles.whatIsIt} aria-labelledby="what-is-it-heading" aria-busy={correction.isPending}>
      <h2 id="what-is-it-heading" className={styles.whatTitle}>
        <HelpCircle size={22} aria-hidden="true" /> <FormattedMessage id="results.whatIsIt" />
      </h2>
      {scan.identification.reason ? <p className={styles.reason}>{scan.identification.reason}</p> : null}
      <p className={styles.lead}>
        <FormattedMessage
          id={
            notFood
              ? 'results.whatIsIt.notFood'
              : scan.suggestions.length > 0
                ? 'results.whatIsIt.suggestions'
                : 'results.whatIsIt.search'
          }
        />
      </p>
      <FoodChoices suggestions={scan.suggestions} correction={correction} />
      <DescribeIt
        onUse={correction.replaceFoods}
        hint={intl.formatMessage({ id: 'results.whatIsIt.describeHint' })}
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
  const intl = useIntl();
  const format = useFormat();
  const [searching, setSearching] = useState(false);
  const disabled = correction.isPending;
  return (
    <>
      <ul className={styles.chips} aria-label={intl.formatMessage({ id: 'results.suggestions' })}>
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
                <span className={styles.chipConfidence}>{format.percent(Math.round(suggestion.confidence))}</span>
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
            <FormattedMessage id="items.searchFoods" />
          </button>
        </li>
      </ul>
      {correction.isPending ? (
        <p className={styles.saving} role="status">
          <Spinner size={16} /> <FormattedMessage id="results.updating" />
        </p>
      ) : null}
      {correction.failure ? (
        <InlineNotice tone="error" title={intl.formatMessage({ id: 'results.changeFailed' })}>
          <p>{correction.failure}</p>
        </InlineNotice>
      ) : null}
      <FoodPicker
        open={searching}
        onOpenChange={setSearching}
        title={intl.formatMessage({ id: 'results.whatIsIt' })}
        onPick={(food) => void correction.chooseFood(food)}
        onPickName={(name) => void correction.nameFood(name)}
      />
    </>
  );
}
