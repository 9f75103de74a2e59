import { arc, pie } from 'd3-shape';
import { FormattedMessage } from 'react-intl';
import { useFormat } from '@/lib/i18n/locale-provider';
import styles from './charts.module.css';

export interface MacroSlice {
  key: 'protein' | 'carbs' | 'fat';
  grams: number;
  percent: number;
}

const LABELS = {
  protein: 'common.nutrient.protein',
  carbs: 'common.nutrient.carbs',
  fat: 'common.nutrient.fat',
} as const;

const FILL = { protein: 'var(--color-protein)', carbs: 'var(--color-carbs)', fat: 'var(--color-fat)' } as const;

const DONUT_SIZE = 88;
const DONUT_INNER = 26;

/**
 * The share of energy from protein, carbs and fat as a donut, clockwise from the top in the
 * legend's order (the slices' geometry from d3-shape), with a legend that carries the figures.
 */
export function MacroSplitChart({ slices }: { slices: MacroSlice[] }) {
  const format = useFormat();
  const arcs = pie<MacroSlice>()
    .sort(null)
    .value((slice) => slice.percent)(slices);
  const donut = arc<(typeof arcs)[number]>()
    .innerRadius(DONUT_INNER)
    .outerRadius(DONUT_SIZE / 2);
  return (
    <div className={styles.split}>
      <svg width={DONUT_SIZE} height={DONUT_SIZE} aria-hidden="true" focusable="false" className={styles.donut}>
        <g transform={`translate(${DONUT_SIZE / 2} ${DONUT_SIZE / 2})`}>
          {arcs.map((slice) => (
            <path key={slice.data.key} d={donut(slice)!} fill={FILL[slice.data.key]} stroke="var(--color-surface)" />
          ))}
        </g>
      </svg>
      <ul className={styles.legend}>
        {slices.map((slice) => (
          <li key={slice.key}>
            <span className={styles.swatch} style={{ background: FILL[slice.key] }} aria-hidden="true" />
            <span className={styles.legendLabel}>
              <FormattedMessage id={LABELS[slice.key]} />
            </span>{' '}
            <span className={styles.legendValue}>
              {format.percent(slice.percent)} · {format.grams(slice.grams)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
