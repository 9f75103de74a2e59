import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { formatMockParam, stateOf, type MockCatalog, type MockSelection } from '../mocks/mock-param';
import styles from './mock-panel.module.css';

/** 'serverError' → 'server error'. */
const words = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/**
 * The mock panel of `npm run dev:mock`: a floating button that opens every mock resource with its
 * states. Picking a state calls `onApply` with the new selection (the app reloads at the
 * matching `?mock=` address, so the URL alone always reproduces what is shown).
 */
export function MockPanel({
  catalog,
  selection,
  problems = [],
  onApply,
  defaultOpen = false,
}: {
  catalog: MockCatalog;
  selection: MockSelection;
  problems?: readonly string[];
  onApply: (selection: MockSelection) => void;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const param = formatMockParam(selection, catalog);
  const changed = Object.keys(catalog).filter(
    (resource) => stateOf(selection, catalog, resource) !== catalog[resource]![0],
  );

  return (
    <Sheet
      trigger={
        <button type="button" className={styles.trigger}>
          <FlaskConical size={18} aria-hidden="true" />
          <span>Mock data</span>
          {changed.length > 0 ? (
            <span className={styles.badge}>
              <span className={styles.visuallyHidden}>, </span>
              {changed.length}
              <span className={styles.visuallyHidden}> changed</span>
            </span>
          ) : null}
        </button>
      }
      open={open}
      onOpenChange={setOpen}
      title="Mock data"
      description="Pick the state each mock resource answers in. The page reloads at an address that keeps your choice, so you can share it."
    >
      <p className={styles.address}>
        {param ? (
          <>
            Address: <code>?mock={param}</code>
          </>
        ) : (
          'Every resource is in its default state.'
        )}
      </p>
      {problems.length > 0 ? (
        <div className={styles.problems}>
          <p>Parts of the address were ignored:</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={styles.resources}>
        {Object.entries(catalog).map(([resource, states]) => (
          <fieldset key={resource} className={styles.resource}>
            <legend className={styles.legend}>{resource}</legend>
            {states.map((state, index) => (
              <label key={state} className={styles.option}>
                <input
                  type="radio"
                  name={`mock-${resource}`}
                  value={state}
                  checked={stateOf(selection, catalog, resource) === state}
                  onChange={() => onApply({ ...selection, [resource]: state })}
                />
                <span>
                  {words(state)}
                  {index === 0 ? <span className={styles.hint}> (default)</span> : null}
                </span>
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      <Button variant="secondary" block disabled={!param} onClick={() => onApply({})}>
        Reset to defaults
      </Button>
    </Sheet>
  );
}
