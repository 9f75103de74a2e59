import * as Tabs from '@radix-ui/react-tabs';
import { Palette } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NutritionDashboard } from '@/components/nutrition-dashboard/nutrition-dashboard';
import { GradeTile, ProcessingPill } from '@/components/nutrition-dashboard/grade-tile';
import { GRADE_MEANING_MESSAGES, scoreBand } from '@/components/nutrition-dashboard/nutrition-rules';
import { FactList } from '@/components/ui/fact-list';
import type { MessageId } from '@/lib/i18n/intl';
import { useFormat } from '@/lib/i18n/locale-provider';
import { SAMPLE_FOODS, servingSize, toNutritionalInfo, type SampleFood } from '../sample-foods';
import styles from './nutrition-demo-screen.module.css';

const SCORE_GUIDE: readonly { range: string; label: MessageId; band: ReturnType<typeof scoreBand> }[] = [
  { range: '80–100', label: 'labs.demo.score.excellent', band: scoreBand(80) },
  { range: '60–79', label: 'labs.demo.score.good', band: scoreBand(60) },
  { range: '40–59', label: 'labs.demo.score.fair', band: scoreBand(40) },
  { range: '0–39', label: 'labs.demo.score.poor', band: scoreBand(0) },
];

const GRADES = ['A', 'B', 'C', 'D', 'E'] as const;
const NOVA_GROUPS = [1, 2, 3, 4] as const;

/** The nutrition dashboard on four sample foods, one tab each, with a guide to its colours. */
export function NutritionDemoScreen() {
  const intl = useIntl();
  const format = useFormat();
  return (
    <div className={styles.screen}>
      <p className={styles.intro}>
        <FormattedMessage id="labs.demo.intro" />
      </p>
      <Tabs.Root defaultValue={SAMPLE_FOODS[0]!.id} className={styles.tabs}>
        <Tabs.List className={styles.tabList} aria-label={intl.formatMessage({ id: 'labs.demo.samples' })}>
          {SAMPLE_FOODS.map((food) => (
            <Tabs.Trigger key={food.id} value={food.id} className={styles.tab}>
              <FormattedMessage id={food.shortName} />
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {SAMPLE_FOODS.map((food) => (
          <Tabs.Content key={food.id} value={food.id} className={styles.panel}>
            <SampleSummary food={food} />
            {/* The dashboard reads `nutritionData`; under any other prop name every tab would say 'no data'. */}
            <NutritionDashboard nutritionData={toNutritionalInfo(food, intl, format)} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <ColourGuide />
    </div>
  );
}

function SampleSummary({ food }: { food: SampleFood }) {
  const intl = useIntl();
  const format = useFormat();
  const label = (id: MessageId) => intl.formatMessage({ id });
  const list = (ids: readonly MessageId[], none: MessageId) => (ids.length ? ids.map(label).join(', ') : label(none));
  return (
    <section className={styles.card} aria-labelledby={`sample-${food.id}`}>
      <h2 id={`sample-${food.id}`} className={styles.cardTitle}>
        <FormattedMessage id={food.name} />
      </h2>
      <p className={styles.serving}>{servingSize(food, intl, format)}</p>
      <FactList
        facts={[
          { label: label('common.nutrient.calories'), value: format.energy(food.calories) },
          { label: label('common.nutrient.protein'), value: format.grams(food.protein) },
          { label: label('common.nutrient.carbs'), value: format.grams(food.carbs) },
          { label: label('common.nutrient.fat'), value: format.grams(food.fat) },
          { label: label('common.nutrient.fibre'), value: format.grams(food.fiber) },
          { label: label('common.nutrient.sugar'), value: format.grams(food.sugar) },
          { label: label('common.nutrient.sodium'), value: format.milligrams(food.sodium) },
          { label: label('labs.demo.vitamins'), value: list(food.vitamins, 'labs.demo.noneNotable') },
          { label: label('labs.demo.allergens'), value: list(food.allergens, 'labs.demo.none') },
        ]}
      />
    </section>
  );
}

function ColourGuide() {
  return (
    <section className={styles.card} aria-labelledby="colour-guide">
      <h2 id="colour-guide" className={styles.cardTitle}>
        <Palette size={18} aria-hidden="true" /> <FormattedMessage id="labs.demo.guide.title" />
      </h2>
      <h3 className={styles.guideHeading}>
        <FormattedMessage id="labs.demo.guide.score" />
      </h3>
      <ul className={styles.guide}>
        {SCORE_GUIDE.map((row) => (
          <li key={row.range} data-grade={row.band}>
            <span className={styles.swatch} aria-hidden="true" />
            <strong>{row.range}</strong> <FormattedMessage id={row.label} />
          </li>
        ))}
      </ul>
      <h3 className={styles.guideHeading}>
        <FormattedMessage id="labs.demo.guide.grade" />
      </h3>
      <ul className={styles.guide}>
        {GRADES.map((grade) => (
          <li key={grade}>
            <GradeTile grade={grade} size="sm" /> <FormattedMessage id={GRADE_MEANING_MESSAGES[grade]} />
          </li>
        ))}
      </ul>
      <h3 className={styles.guideHeading}>
        <FormattedMessage id="labs.demo.guide.processing" />
      </h3>
      <ul className={styles.guide}>
        {NOVA_GROUPS.map((group) => (
          <li key={group}>
            <ProcessingPill group={group} />
          </li>
        ))}
      </ul>
    </section>
  );
}
