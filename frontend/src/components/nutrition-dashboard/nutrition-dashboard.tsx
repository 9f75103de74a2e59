import { CircleAlert, CircleCheck, FlaskConical, Leaf, ShieldAlert, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { NutritionalInfo } from '@/client';
import { FactList } from '@/components/ui/fact-list';
import { healthOverview, NOT_AVAILABLE, nutritionFacts } from './nutrition-rules';
import styles from './nutrition-dashboard.module.css';

/**
 * The rich nutrition dashboard: health overview, nutrition facts,
 * ingredients, allergens and insights. It reads `nutritionData`; with none
 * it says 'No nutrition data available'.
 */
export function NutritionDashboard({ nutritionData }: { nutritionData?: NutritionalInfo | null }) {
  if (!nutritionData) {
    return (
      <div className={styles.empty} role="status">
        <CircleAlert size={24} aria-hidden="true" />
        <p>No nutrition data available</p>
      </div>
    );
  }
  const { score, grade, scoreTone, gradeTone } = healthOverview(nutritionData);
  const metrics = nutritionData.healthMetrics;

  return (
    <div className={styles.dashboard}>
      <Card title="Health Overview" icon={<Leaf size={18} />}>
        <div className={styles.overview}>
          <p className={styles.score} data-tone={scoreTone}>
            <span className={styles.scoreValue}>{score}</span>
            <span className={styles.scoreMax}>/100</span>
            <span className={styles.scoreLabel}>Health score</span>
          </p>
          <p className={styles.grade} data-tone={gradeTone}>
            <span className={styles.gradeLetter} aria-label={`Grade ${grade}`}>
              {grade}
            </span>
            <span className={styles.gradeLabel} aria-hidden="true">
              Grade
            </span>
          </p>
        </div>
        <div
          className={styles.progress}
          role="progressbar"
          aria-label="Health score"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={score}
        >
          <span className={styles.progressFill} data-tone={scoreTone} style={{ width: `${score}%` }} />
        </div>
        <p className={styles.processing}>
          <FlaskConical size={16} aria-hidden="true" />
          <span className="visually-hidden">Processing level: </span>
          {nutritionData.processingLevel ?? 'Processing level not assessed'}
        </p>
      </Card>

      <Card title="Nutrition Facts" icon={<FlaskConical size={18} />}>
        <p className={styles.serving}>
          Serving size <strong>{nutritionData.servingSize || NOT_AVAILABLE}</strong>
        </p>
        <FactList facts={nutritionFacts(nutritionData)} strongLabels />
      </Card>

      <Card title="Ingredients Analysis" icon={<Leaf size={18} />}>
        <ChipGroup label="Primary ingredients" items={nutritionData.ingredients?.primary} empty="Not listed" />
        <ChipGroup
          label="Additives & preservatives"
          items={nutritionData.ingredients?.additives}
          empty="None detected"
          tone="warn"
        />
      </Card>

      <Card title="Allergen Information" icon={<ShieldAlert size={18} />}>
        <ChipGroup
          label="Contains"
          items={nutritionData.detailedAllergens?.contains}
          empty="None listed"
          tone="danger"
        />
        <ChipGroup
          label="May contain"
          items={nutritionData.detailedAllergens?.mayContain}
          empty="None listed"
          tone="warn"
        />
      </Card>

      <Card title="Health Insights" icon={<CircleCheck size={18} />}>
        <InsightList
          label="Benefits"
          items={metrics?.benefits}
          icon={<CircleCheck size={18} />}
          tone="good"
          empty="No particular benefits noted."
        />
        <InsightList
          label="Considerations"
          items={metrics?.warnings}
          icon={<TriangleAlert size={18} />}
          tone="warn"
          empty="Nothing to watch out for."
        />
      </Card>
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
}: {
  label: string;
  items: string[] | undefined;
  empty: string;
  tone?: 'neutral' | 'warn' | 'danger';
}) {
  return (
    <div className={styles.group}>
      <h4 className={styles.groupLabel}>{label}</h4>
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
  items: string[] | undefined;
  icon: ReactNode;
  tone: 'good' | 'warn';
  empty: string;
}) {
  return (
    <div className={styles.group}>
      <h4 className={styles.groupLabel}>{label}</h4>
      {items && items.length > 0 ? (
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
