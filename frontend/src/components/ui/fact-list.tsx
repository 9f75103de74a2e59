import styles from './fact-list.module.css';

export interface Fact {
  label: string;
  value: string;
  /** A sub-row ('Dietary Fiber' under carbohydrates). */
  indent?: boolean;
}

/** Label/value rows (a nutrition label, a details panel) as a description list. */
export function FactList({ facts, strongLabels = false }: { facts: readonly Fact[]; strongLabels?: boolean }) {
  return (
    <dl className={`${styles.facts} ${strongLabels ? styles.strong : ''}`}>
      {facts.map((fact) => (
        <div key={fact.label} className={`${styles.fact} ${fact.indent ? styles.indent : ''}`}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
