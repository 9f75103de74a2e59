import * as Tabs from '@radix-ui/react-tabs';
import { Palette } from 'lucide-react';
import { NutritionDashboard } from '@/components/nutrition-dashboard/nutrition-dashboard';
import { GradeTile, ProcessingPill } from '@/components/nutrition-dashboard/grade-tile';
import { GRADE_MEANINGS, scoreBand } from '@/components/nutrition-dashboard/nutrition-rules';
import { FactList } from '@/components/ui/fact-list';
import { SAMPLE_FOODS, toNutritionalInfo, type SampleFood } from '../sample-foods';
import styles from './nutrition-demo-screen.module.css';

const SCORE_GUIDE = [
  { range: '80–100', label: 'Excellent', band: scoreBand(80) },
  { range: '60–79', label: 'Good', band: scoreBand(60) },
  { range: '40–59', label: 'Fair', band: scoreBand(40) },
  { range: '0–39', label: 'Poor', band: scoreBand(0) },
] as const;

const GRADES = ['A', 'B', 'C', 'D', 'E'] as const;
const NOVA_GROUPS = [1, 2, 3, 4] as const;

/** The nutrition dashboard on four sample foods, one tab each, with a guide to its colours. */
export function NutritionDemoScreen() {
  return (
    <div className={styles.screen}>
      <p className={styles.intro}>See how Morsel explains a food. Pick a sample to view its full nutrition analysis.</p>
      <Tabs.Root defaultValue={SAMPLE_FOODS[0]!.id} className={styles.tabs}>
        <Tabs.List className={styles.tabList} aria-label="Sample foods">
          {SAMPLE_FOODS.map((food) => (
            <Tabs.Trigger key={food.id} value={food.id} className={styles.tab}>
              {food.shortName}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {SAMPLE_FOODS.map((food) => (
          <Tabs.Content key={food.id} value={food.id} className={styles.panel}>
            <SampleSummary food={food} />
            {/* The dashboard reads `nutritionData`; under any other prop name every tab would say 'no data'. */}
            <NutritionDashboard nutritionData={toNutritionalInfo(food)} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <ColourGuide />
    </div>
  );
}

function SampleSummary({ food }: { food: SampleFood }) {
  return (
    <section className={styles.card} aria-labelledby={`sample-${food.id}`}>
      <h2 id={`sample-${food.id}`} className={styles.cardTitle}>
        {food.name}
      </h2>
      <p className={styles.serving}>{food.servingSize}</p>
      <FactList
        facts={[
          { label: 'Calories', value: `${food.calories} kcal` },
          { label: 'Protein', value: `${food.protein} g` },
          { label: 'Carbs', value: `${food.carbs} g` },
          { label: 'Fat', value: `${food.fat} g` },
          { label: 'Fiber', value: `${food.fiber} g` },
          { label: 'Sugar', value: `${food.sugar} g` },
          { label: 'Sodium', value: `${food.sodium} mg` },
          { label: 'Vitamins & minerals', value: food.vitamins.join(', ') || 'None notable' },
          { label: 'Allergens', value: food.allergens.join(', ') || 'None' },
        ]}
      />
    </section>
  );
}

function ColourGuide() {
  return (
    <section className={styles.card} aria-labelledby="colour-guide">
      <h2 id="colour-guide" className={styles.cardTitle}>
        <Palette size={18} aria-hidden="true" /> Colour coding guide
      </h2>
      <h3 className={styles.guideHeading}>Health score</h3>
      <ul className={styles.guide}>
        {SCORE_GUIDE.map((row) => (
          <li key={row.range} data-grade={row.band}>
            <span className={styles.swatch} aria-hidden="true" />
            <strong>{row.range}</strong> {row.label}
          </li>
        ))}
      </ul>
      <h3 className={styles.guideHeading}>Grade</h3>
      <ul className={styles.guide}>
        {GRADES.map((grade) => (
          <li key={grade}>
            <GradeTile grade={grade} size="sm" /> {GRADE_MEANINGS[grade]}
          </li>
        ))}
      </ul>
      <h3 className={styles.guideHeading}>Processing</h3>
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
