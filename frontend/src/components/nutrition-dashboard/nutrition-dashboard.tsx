import { CircleAlert, CircleCheck, FlaskConical, Leaf, ShieldAlert, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Ingredient, NutritionalInfo } from '@/client';
import { formatPercent, NOT_KNOWN } from '@/lib/format';
import { ProgressBar } from '@/components/ui/progress-bar';
import { GradeTile, ProcessingPill } from './grade-tile';
import { healthOverview, missingForScore, nutritionFacts, scoreBand, type NovaGroup } from './nutrition-rules';
import styles from './nutrition-dashboard.module.css';

/**
 * The nutrition dashboard: health overview, Nutrition Facts with % Daily Value, ingredients,
 * allergens and insights, each shown once. What is not known says so, never 0 or 'None', and where
 * data is missing it names what and offers `nextSteps` (correct the food, scan the label).
 * `ingredients` with their shares, when the caller has them, replace the bare ingredient names.
 */
export function NutritionDashboard({
  nutritionData,
  ingredients,
  nextSteps,
}: {
  nutritionData?: NutritionalInfo | null;
  ingredients?: Ingredient[];
  nextSteps?: ReactNode;
}) {
  if (!nutritionData) {
    return (
      <div className={styles.empty} role="status">
        <CircleAlert size={24} aria-hidden="true" />
        <div>
          <p className={styles.emptyTitle}>No nutrition figures yet</p>
          <p>
            The food database has no numbers for this food, and no nutrition label was read. Pick the food from the
            database or scan its label to see them.
          </p>
          {nextSteps ? <div className={styles.nextSteps}>{nextSteps}</div> : null}
        </div>
      </div>
    );
  }
  const overview = healthOverview(nutritionData);
  const metrics = nutritionData.healthMetrics;
  const facts = nutritionFacts(nutritionData);
  const nova = nutritionData.novaGroup as NovaGroup | undefined;
  const ingredientsKnown = (ingredients?.length ?? 0) > 0 || (nutritionData.ingredients?.primary.length ?? 0) > 0;

  return (
    <div className={styles.dashboard}>
      <Card title="Health Overview" icon={<Leaf size={18} />}>
        {overview ? (
          <>
            <div className={styles.overview}>
              <p className={styles.score}>
                <span className={styles.scoreValue}>{overview.score}</span>
                <span className={styles.scoreMax}>/100</span>
                <span className={styles.scoreLabel}>Health score</span>
              </p>
              <GradeTile grade={overview.grade} size="lg" />
            </div>
            <ProgressBar label="Health score" value={overview.score} grade={scoreBand(overview.score)} />
          </>
        ) : (
          <div className={styles.missing} role="note">
            <p className={styles.emptyTitle}>Not enough data for a health score</p>
            <p>Missing: {missingForScore(nutritionData).join(', ')}.</p>
            {nextSteps ? <div className={styles.nextSteps}>{nextSteps}</div> : null}
          </div>
        )}
        {nova ? (
          <ProcessingPill group={nova} />
        ) : (
          <p className={styles.processingText}>
            <FlaskConical size={16} aria-hidden="true" />
            <span className="visually-hidden">Processing level: </span>
            {nutritionData.processingLevel ?? 'Processing level not known'}
          </p>
        )}
      </Card>

      <Card title="Nutrition Facts" icon={<FlaskConical size={18} />}>
        <p className={styles.serving}>
          Serving size <strong>{nutritionData.servingSize || NOT_KNOWN}</strong>
        </p>
        <table className={styles.facts}>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Nutrient</span>
              </th>
              <th scope="col">Amount</th>
              <th scope="col">% Daily Value*</th>
            </tr>
          </thead>
          <tbody>
            {facts.map((row) => (
              <tr key={row.label} data-indent={row.indent ? 'true' : undefined}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
                <td>{row.dailyValue ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.footnote}>
          * How much a serving adds to a day&apos;s diet, on the US FDA&apos;s daily values for 2,000 kcal a day.
        </p>
      </Card>

      <Card title="Ingredients" icon={<Leaf size={18} />}>
        {ingredients && ingredients.length > 0 ? (
          <ul className={styles.chips} aria-label="Ingredients">
            {ingredients.map((ingredient) => (
              <li key={ingredient.name} className={styles.chip}>
                {ingredient.name} <span className={styles.chipShare}>{formatPercent(ingredient.percentage)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <ChipGroup label="Ingredients" items={nutritionData.ingredients?.primary} empty={NOT_KNOWN} hideLabel />
        )}
        <ChipGroup
          label="Additives & preservatives"
          items={nutritionData.ingredients?.additives}
          empty={ingredientsKnown ? 'None found in the ingredients' : NOT_KNOWN}
          tone="warn"
        />
      </Card>

      <Card title="Allergens" icon={<ShieldAlert size={18} />}>
        <ChipGroup
          label="Contains"
          items={nutritionData.detailedAllergens?.contains}
          empty={nutritionData.detailedAllergens ? 'None found' : NOT_KNOWN}
          tone="danger"
        />
        <ChipGroup
          label="May contain"
          items={nutritionData.detailedAllergens?.mayContain}
          empty={nutritionData.detailedAllergens ? 'None found' : NOT_KNOWN}
          tone="warn"
        />
      </Card>

      {overview && metrics ? (
        <Card title="Health Insights" icon={<CircleCheck size={18} />}>
          <InsightList
            label="Benefits"
            items={metrics.benefits}
            icon={<CircleCheck size={18} />}
            tone="good"
            empty="None stand out in the figures we have."
          />
          <InsightList
            label="Considerations"
            items={metrics.warnings}
            icon={<TriangleAlert size={18} />}
            tone="warn"
            empty="None stand out in the figures we have."
          />
        </Card>
      ) : null}
    </div>
  );
}

function Card({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.card} aria-label={title}>
      <h3 className={styles.cardTitle}>
        <span className={styles.cardIcon} aria-hidden="true">
          {icon}
        </span>
        {title}
      </h3>
      {children}
    </section>
  );
}

function ChipGroup({
  label,
  items,
  empty,
  tone = 'neutral',
  hideLabel = false,
}: {
  label: string;
  items: string[] | undefined;
  empty: string;
  tone?: 'neutral' | 'warn' | 'danger';
  hideLabel?: boolean;
}) {
  return (
    <div className={styles.group}>
      <h4 className={hideLabel ? 'visually-hidden' : styles.groupLabel}>{label}</h4>
      {items && items.length > 0 ? (
        <ul className={styles.chips} aria-label={label}>
          {items.map((item) => (
            <li key={item} className={styles.chip} data-tone={tone}>
              {item}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.none}>{empty}</p>
      )}
    </div>
  );
}

function InsightList({
  label,
  items,
  icon,
  tone,
  empty,
}: {
  label: string;
  items: string[];
  icon: ReactNode;
  tone: 'good' | 'warn';
  empty: string;
}) {
  return (
    <div className={styles.group}>
      <h4 className={styles.groupLabel}>{label}</h4>
      {items.length > 0 ? (
        <ul className={styles.insights} aria-label={label}>
          {items.map((item) => (
            <li key={item} className={styles.insight} data-tone={tone}>
              <span aria-hidden="true">{icon}</span>
              {item}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.none}>{empty}</p>
      )}
    </div>
  );
}
