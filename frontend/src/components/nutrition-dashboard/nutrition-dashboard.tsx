import { CircleAlert, CircleCheck, FlaskConical, Leaf, ShieldAlert, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Ingredient, NutritionalInfo } from '@/client';
import type { MessageId } from '@/lib/i18n/intl';
import { useFormat } from '@/lib/i18n/locale-provider';
import { wholePercents } from '@/lib/nutrition/whole-percents';
import { ProgressBar } from '@/components/ui/progress-bar';
import { GradeTile, ProcessingPill } from './grade-tile';
import {
  allergenName,
  healthOverview,
  insightText,
  missingForScore,
  nutritionFacts,
  processingLevelText,
  SCORE_FIGURE_MESSAGES,
  scoreBand,
  servingText,
  type NovaGroup,
} from './nutrition-rules';
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
  const intl = useIntl();
  const format = useFormat();
  const say = (id: MessageId) => intl.formatMessage({ id });
  if (!nutritionData) {
    return (
      <div className={styles.empty} role="status">
        <CircleAlert size={24} aria-hidden="true" />
        <div>
          <p className={styles.emptyTitle}>
            <FormattedMessage id="dashboard.empty.title" />
          </p>
          <p>
            <FormattedMessage id="dashboard.empty.body" />
          </p>
          {nextSteps ? <div className={styles.nextSteps}>{nextSteps}</div> : null}
        </div>
      </div>
    );
  }
  const overview = healthOverview(nutritionData);
  const metrics = nutritionData.healthMetrics;
  const facts = nutritionFacts(nutritionData, intl, format);
  const allergens = (names: string[] | undefined) => names?.map((name) => allergenName(name, intl));
  const insights = (texts: string[]) => texts.map((text) => insightText(text, intl, format));
  const noneStandOut = say('dashboard.insights.none');
  const nova = nutritionData.novaGroup as NovaGroup | undefined;
  const ingredientsKnown = (ingredients?.length ?? 0) > 0 || (nutritionData.ingredients?.primary.length ?? 0) > 0;
  const ingredientShares = wholePercents((ingredients ?? []).map((ingredient) => ingredient.percentage));

  return (
    <div className={styles.dashboard}>
      <Card title={say('dashboard.overview.title')} icon={<Leaf size={18} />}>
        {overview ? (
          <>
            <div className={styles.overview}>
              <p className={styles.score}>
                <span className={styles.scoreValue}>{overview.score}</span>
                <span className={styles.scoreMax}>/100</span>
                <span className={styles.scoreLabel}>
                  <FormattedMessage id="dashboard.overview.score" />
                </span>
              </p>
              <GradeTile grade={overview.grade} size="lg" />
            </div>
            <ProgressBar
              label={say('dashboard.overview.score')}
              value={overview.score}
              grade={scoreBand(overview.score)}
            />
          </>
        ) : (
          <div className={styles.missing} role="note">
            <p className={styles.emptyTitle}>
              <FormattedMessage id="dashboard.overview.notEnough" />
            </p>
            <p>
              <FormattedMessage
                id="dashboard.overview.missing"
                values={{
                  figures: intl.formatList(
                    missingForScore(nutritionData).map((f) => say(SCORE_FIGURE_MESSAGES[f])),
                    {
                      type: 'unit',
                    },
                  ),
                }}
              />
            </p>
            {nextSteps ? <div className={styles.nextSteps}>{nextSteps}</div> : null}
          </div>
        )}
        {nova ? (
          <ProcessingPill group={nova} />
        ) : (
          <p className={styles.processingText}>
            <FlaskConical size={16} aria-hidden="true" />
            <span className="visually-hidden">
              <FormattedMessage id="dashboard.processing.level" />{' '}
            </span>
            {nutritionData.processingLevel
              ? processingLevelText(nutritionData.processingLevel, intl)
              : say('dashboard.processing.notKnown')}
          </p>
        )}
      </Card>

      <Card title={say('dashboard.facts.title')} icon={<FlaskConical size={18} />}>
        <p className={styles.serving}>
          <FormattedMessage
            id="dashboard.facts.serving"
            values={{
              serving: nutritionData.servingSize ? servingText(nutritionData.servingSize, format) : format.notKnown,
              b: (chunks) => <strong>{chunks}</strong>,
            }}
          />
        </p>
        <table className={styles.facts}>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">
                  <FormattedMessage id="dashboard.facts.nutrient" />
                </span>
              </th>
              <th scope="col">
                <FormattedMessage id="dashboard.facts.amount" />
              </th>
              <th scope="col">
                <FormattedMessage id="dashboard.facts.dailyValue" />
              </th>
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
          <FormattedMessage id="dashboard.facts.footnote" values={{ energy: format.energy(2000) }} />
        </p>
      </Card>

      <Card title={say('dashboard.ingredients.title')} icon={<Leaf size={18} />}>
        {ingredients && ingredients.length > 0 ? (
          <ul className={styles.chips} aria-label={say('dashboard.ingredients.title')}>
            {ingredients.map((ingredient, i) => (
              <li key={ingredient.name} className={styles.chip}>
                {ingredient.name} <span className={styles.chipShare}>{format.percent(ingredientShares[i]!)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <ChipGroup
            label={say('dashboard.ingredients.title')}
            items={nutritionData.ingredients?.primary}
            empty={format.notKnown}
            hideLabel
          />
        )}
        <ChipGroup
          label={say('dashboard.ingredients.additives')}
          items={nutritionData.ingredients?.additives}
          empty={ingredientsKnown ? say('dashboard.ingredients.noAdditives') : format.notKnown}
          tone="warn"
        />
      </Card>

      <Card title={say('dashboard.allergens.title')} icon={<ShieldAlert size={18} />}>
        <ChipGroup
          label={say('dashboard.allergens.contains')}
          items={allergens(nutritionData.detailedAllergens?.contains)}
          empty={nutritionData.detailedAllergens ? say('dashboard.allergens.none') : format.notKnown}
          tone="danger"
        />
        <ChipGroup
          label={say('dashboard.allergens.mayContain')}
          items={allergens(nutritionData.detailedAllergens?.mayContain)}
          empty={nutritionData.detailedAllergens ? say('dashboard.allergens.none') : format.notKnown}
          tone="warn"
        />
      </Card>

      {overview && metrics ? (
        <Card title={say('dashboard.insights.title')} icon={<CircleCheck size={18} />}>
          <InsightList
            label={say('dashboard.insights.benefits')}
            items={insights(metrics.benefits)}
            icon={<CircleCheck size={18} />}
            tone="good"
            empty={noneStandOut}
          />
          <InsightList
            label={say('dashboard.insights.considerations')}
            items={insights(metrics.warnings)}
            icon={<TriangleAlert size={18} />}
            tone="warn"
            empty={noneStandOut}
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
