import { scaleBand, scaleLinear } from 'd3-scale';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormat } from '@/lib/i18n/locale-provider';
import styles from './charts.module.css';
import { useWidth } from './use-width';

export interface CalorieBar {
  /** Axis label, 'Mon', in the reader's language. */
  label: string;
  /** What a screen reader hears for the day, 'Monday 23 November'. */
  name: string;
  /** kcal, as stored; the chart draws it in the reader's energy unit. */
  calories: number;
  logged: boolean;
  over: boolean;
}

const HEIGHT = 180;
const MARGIN = { top: 16, right: 8, bottom: 28, left: 48 };
const MAX_BAR_WIDTH = 28;
const BAR_RADIUS = 4;

/** A bar with rounded top corners, from its top-left corner. */
function barPath(x: number, y: number, width: number, height: number): string {
  const r = Math.min(BAR_RADIUS, width / 2, height);
  return `M${x},${y + height}V${y + r}Q${x},${y} ${x + r},${y}H${x + width - r}Q${x + width},${y} ${x + width},${y + r}V${y + height}Z`;
}

/**
 * Energy per day (kcal or kJ, as the reader reads it) as bars with the goal as a dashed line, drawn as SVG with d3's scales: the
 * axis rounded to tidy ticks that hold the goal and the highest day. The SVG is for the eye; the
 * same figures are in a table for assistive technology (and for anyone who wants the numbers).
 */
export function CalorieWeekChart({ days, goal, caption }: { days: CalorieBar[]; goal: number; caption: string }) {
  const { ref, width } = useWidth<HTMLDivElement>(320);
  const intl = useIntl();
  const format = useFormat();
  const unitGoal = format.energyValue(goal);
  const values = new Map(days.map((day) => [day.name, format.energyValue(day.calories)]));
  const plotWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const plotBottom = HEIGHT - MARGIN.bottom;
  const y = scaleLinear()
    .domain([0, Math.max(unitGoal, ...values.values(), 1) * 1.1])
    .range([plotBottom, MARGIN.top])
    .nice(4);
  const x = scaleBand()
    .domain(days.map((d) => d.name))
    .range([MARGIN.left, MARGIN.left + plotWidth])
    .paddingInner(0.2)
    .paddingOuter(0.1);
  const barWidth = Math.min(MAX_BAR_WIDTH, x.bandwidth());
  const goalY = y(unitGoal);
  return (
    <figure className={styles.figure}>
      <div ref={ref} className={styles.chart} aria-hidden="true">
        <svg width={width} height={HEIGHT} focusable="false" className={styles.weekSvg}>
          {y.ticks(4).map((tick) => (
            <g key={tick}>
              <line x1={MARGIN.left} x2={MARGIN.left + plotWidth} y1={y(tick)} y2={y(tick)} className={styles.grid} />
              <text x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end" className={styles.tick}>
                {format.number(tick)}
              </text>
            </g>
          ))}
          {days.map((day) => {
            const left = x(day.name)! + (x.bandwidth() - barWidth) / 2;
            const top = y(values.get(day.name)!);
            return (
              <g key={day.name}>
                {day.calories > 0 && (
                  <path
                    data-chart="bar"
                    d={barPath(left, top, barWidth, plotBottom - top)}
                    fill={day.over ? 'var(--color-over)' : 'var(--color-brand)'}
                  />
                )}
                <text x={left + barWidth / 2} y={plotBottom + 18} textAnchor="middle" className={styles.tick}>
                  {day.label}
                </text>
              </g>
            );
          })}
          {goal > 0 && (
            <g>
              <line
                x1={MARGIN.left}
                x2={MARGIN.left + plotWidth}
                y1={goalY}
                y2={goalY}
                className={styles.goalLine}
                strokeDasharray="4 4"
              />
              <text x={MARGIN.left + plotWidth - 4} y={goalY - 6} textAnchor="end" className={styles.goalLabel}>
                <FormattedMessage id="history.chart.goal" values={{ goal: format.number(unitGoal) }} />
              </text>
            </g>
          )}
        </svg>
      </div>
      <figcaption className="visually-hidden">{caption}</figcaption>
      <table className="visually-hidden">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="history.chart.day" />
            </th>
            <th scope="col">
              <FormattedMessage id="history.chart.energy" values={{ unit: format.units.energy }} />
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.name}>
              <th scope="row">{day.name}</th>
              <td>
                {!day.logged
                  ? intl.formatMessage({ id: 'history.week.nothing' })
                  : day.over
                    ? intl.formatMessage({ id: 'history.chart.over' }, { value: format.number(values.get(day.name)!) })
                    : format.number(values.get(day.name)!)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
