import { FormattedMessage } from 'react-intl';
import {
  Camera,
  CircleAlert,
  CircleCheck,
  Clock,
  CloudOff,
  History,
  ImageUp,
  Info,
  type LucideIcon,
  Pencil,
  Repeat2,
  RotateCcw,
  ScanLine,
  Search,
  Share2,
  ShieldAlert,
  Trash2,
  TriangleAlert,
  UserRound,
  Utensils,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { GradeTile, ProcessingPill } from '@/components/nutrition-dashboard/grade-tile';
import { GRADE_MEANING_MESSAGES } from '@/components/nutrition-dashboard/nutrition-rules';

/*
 * The design tokens as a designer reads them: every colour with its contrast ratio, the type
 * scale, the spacing and radius steps, the grade and processing scales, and the icons. Values are read from
 * the live CSS custom properties (global.css), so this page cannot drift from the app.
 */

/** Text colours on their backgrounds: WCAG AA for text, 4.5:1. */
const TEXT_COLOURS = [
  ['--color-text', '--color-surface'],
  ['--color-text-muted', '--color-surface'],
  ['--color-text', '--color-bg'],
  ['--color-brand-strong', '--color-brand-soft'],
  ['--color-danger', '--color-danger-soft'],
  ['--color-warn-ink', '--color-warn-soft'],
] as const;

/** Fills that carry meaning (buttons, the goal ring, chart bars) against the surface: 3:1 for graphics. */
const GRAPHIC_COLOURS = [
  ['--color-brand', '--color-surface'],
  ['--color-over', '--color-surface'],
  ['--color-protein', '--color-surface'],
  ['--color-carbs', '--color-surface'],
  ['--color-fat', '--color-surface'],
] as const;

const GRADE_PAIRS = ['a', 'b', 'c', 'd', 'e'].map((g) => [`--grade-${g}-on`, `--grade-${g}`] as const);
const NOVA_PAIRS = [1, 2, 3, 4].map((n) => [`--nova-${n}-on`, `--nova-${n}`] as const);
const TYPE_SCALE = ['--text-xs', '--text-sm', '--text-md', '--text-lg', '--text-xl', '--text-2xl'] as const;
const SPACES = ['--space-1', '--space-2', '--space-3', '--space-4', '--space-5', '--space-6', '--space-7'] as const;
const RADII = ['--radius-sm', '--radius-md', '--radius-lg', '--radius-full'] as const;

/** A CSS colour as sRGB 0–1 channels, through the browser's own parser (a canvas). */
function rgbOf(colour: string): [number, number, number] {
  const context = document.createElement('canvas').getContext('2d')!;
  context.fillStyle = colour;
  context.fillRect(0, 0, 1, 1);
  const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
  return [r! / 255, g! / 255, b! / 255];
}

/** WCAG 2 contrast ratio of two colours. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = rgbOf(colour).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
      number,
      number,
      number,
    ];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** The computed value of each token (the stylesheet is loaded before any story renders). */
function useTokens(names: readonly string[]): Record<string, string> {
  const [values] = useState(() => {
    const style = getComputedStyle(document.documentElement);
    return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name).trim()]));
  });
  return values;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: 'var(--space-3)', padding: 'var(--space-4)' }}>
      <h2 style={{ margin: 0, fontSize: 'var(--text-xl)' }}>{title}</h2>
      {children}
    </section>
  );
}

function PairTable({
  pairs,
  caption,
  minimum = 4.5,
}: {
  pairs: readonly (readonly [string, string])[];
  caption: string;
  /** The ratio each pair needs: 4.5 for text, 3 for graphics. */
  minimum?: number;
}) {
  const values = useTokens(pairs.flat());
  return (
    <table style={{ borderCollapse: 'collapse', fontSize: 'var(--text-sm)' }}>
      <caption style={{ textAlign: 'left', color: 'var(--color-text-muted)' }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'left' }}>
            Sample
          </th>
          <th scope="col" style={{ textAlign: 'left' }}>
            Colour on background
          </th>
          <th scope="col" style={{ textAlign: 'right' }}>
            Contrast
          </th>
        </tr>
      </thead>
      <tbody>
        {pairs.map(([ink, background]) => {
          const ratio = values[ink] && values[background] ? contrastRatio(values[ink], values[background]) : null;
          return (
            <tr key={`${ink}/${background}`}>
              <td style={{ padding: 'var(--space-1) 0' }}>
                {minimum < 4.5 ? (
                  <span
                    aria-hidden="true"
                    style={{
                      display: 'inline-block',
                      padding: 'var(--space-2)',
                      borderRadius: 'var(--radius-sm)',
                      border: '1px solid var(--color-border)',
                      background: `var(${background})`,
                    }}
                  >
                    <span style={{ display: 'block', width: 24, height: 12, background: `var(${ink})` }} />
                  </span>
                ) : (
                  <span
                    style={{
                      display: 'inline-block',
                      padding: 'var(--space-1) var(--space-3)',
                      borderRadius: 'var(--radius-sm)',
                      border: '1px solid var(--color-border)',
                      color: `var(${ink})`,
                      background: `var(${background})`,
                      fontWeight: 700,
                    }}
                  >
                    Aa
                  </span>
                )}
              </td>
              <td>
                <code>{ink}</code> on <code>{background}</code>
              </td>
              <td style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                {ratio === null
                  ? '…'
                  : `${ratio.toFixed(2)}:1 ${ratio >= 4.5 ? 'AA' : ratio >= 3 ? 'AA large' : 'fails'}`}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function ColourTokens() {
  return (
    <Section title="Colours">
      <PairTable pairs={TEXT_COLOURS} caption="Text on its background (WCAG 2 contrast, 4.5:1 for text)." />
      <PairTable
        pairs={GRAPHIC_COLOURS}
        minimum={3}
        caption="Fills that carry meaning against the surface (3:1 for graphics)."
      />
    </Section>
  );
}

export function GradeAndProcessingScales() {
  return (
    <>
      <Section title="Grades (Nutri-Score A–E)">
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
          {(['A', 'B', 'C', 'D', 'E'] as const).map((grade) => (
            <li key={grade} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
              <GradeTile grade={grade} /> <FormattedMessage id={GRADE_MEANING_MESSAGES[grade]} />
            </li>
          ))}
        </ul>
        <PairTable pairs={GRADE_PAIRS} caption="Letter on tile." />
      </Section>
      <Section title="Processing (NOVA 1–4)">
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
          {([1, 2, 3, 4] as const).map((group) => (
            <li key={group}>
              <ProcessingPill group={group} />
            </li>
          ))}
        </ul>
        <PairTable pairs={NOVA_PAIRS} caption="Group number on its fill." />
      </Section>
    </>
  );
}

export function TypeAndSpace() {
  const values = useTokens([...TYPE_SCALE, ...SPACES, ...RADII]);
  return (
    <>
      <Section title="Type scale">
        {TYPE_SCALE.map((name) => (
          <p key={name} style={{ margin: 0, fontSize: `var(${name})` }}>
            <code style={{ fontSize: 'var(--text-xs)' }}>
              {name} ({values[name] ?? '…'})
            </code>{' '}
            Greek salad, 321 kcal
          </p>
        ))}
      </Section>
      <Section title="Spacing">
        {SPACES.map((name) => (
          <div key={name} style={{ display: 'flex', alignItems: 'center', gap: 12, fontSize: 'var(--text-sm)' }}>
            <span style={{ width: `var(${name})`, height: 12, background: 'var(--color-brand)' }} aria-hidden="true" />
            <code>
              {name} ({values[name] ?? '…'})
            </code>
          </div>
        ))}
      </Section>
      <Section title="Radius">
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          {RADII.map((name) => (
            <div
              key={name}
              style={{
                width: 72,
                height: 48,
                borderRadius: `var(${name})`,
                border: '2px solid var(--color-brand)',
                display: 'grid',
                placeItems: 'center',
                fontSize: 'var(--text-xs)',
              }}
            >
              {name.replace('--radius-', '')}
            </div>
          ))}
        </div>
      </Section>
    </>
  );
}

/** The icons (lucide) and the one meaning each has everywhere in the app. */
const ICONS: [LucideIcon, string, string][] = [
  [ScanLine, 'ScanLine', 'Scan (the tab)'],
  [Camera, 'Camera', 'Take a photo'],
  [ImageUp, 'ImageUp', 'Pick a photo from the gallery'],
  [History, 'History', 'History (the tab)'],
  [UserRound, 'UserRound', 'Profile (the tab)'],
  [Utensils, 'Utensils', 'A meal without a photo'],
  [Clock, 'Clock', 'When it was eaten'],
  [Search, 'Search', 'Search the foods'],
  [Pencil, 'Pencil', 'Correct, edit'],
  [RotateCcw, 'RotateCcw', 'Log again'],
  [Repeat2, 'Repeat2', 'Change the food'],
  [Share2, 'Share2', 'Share'],
  [Trash2, 'Trash2', 'Delete, discard'],
  [CloudOff, 'CloudOff', 'Offline, waiting to upload'],
  [CircleCheck, 'CircleCheck', 'Done, saved'],
  [Info, 'Info', 'To know'],
  [TriangleAlert, 'TriangleAlert', 'A warning (too little data)'],
  [ShieldAlert, 'ShieldAlert', 'Allergens'],
  [CircleAlert, 'CircleAlert', 'An error'],
];

export function IconSet() {
  return (
    <Section title="Icons">
      <p style={{ margin: 0, fontSize: 'var(--text-sm)', color: 'var(--color-text-muted)' }}>
        Lucide at its 2 px stroke, in the colour of the text beside it; always with a word or an accessible name.
      </p>
      <ul
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          gap: 'var(--space-3)',
        }}
      >
        {ICONS.map(([Icon, name, meaning]) => (
          <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 'var(--space-2)' }}>
            <Icon size={24} aria-hidden="true" style={{ flex: 'none' }} />
            <span style={{ display: 'flex', flexDirection: 'column', fontSize: 'var(--text-sm)' }}>
              {meaning}
              <code style={{ fontSize: 'var(--text-xs)', color: 'var(--color-text-muted)' }}>{name}</code>
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
