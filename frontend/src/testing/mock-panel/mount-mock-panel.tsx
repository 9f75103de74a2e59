import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { mockUrl, type MockCatalog, type MockSelection } from '../mocks/mock-param';
import { MockPanel } from './mock-panel';

/** Puts the mock panel on the page, in its own root beside the app; a choice reloads at its `?mock=` address. */
export function mountMockPanel({
  catalog,
  selection,
  problems,
}: {
  catalog: MockCatalog;
  selection: MockSelection;
  problems: readonly string[];
}) {
  const host = document.createElement('div');
  host.id = 'mock-panel';
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <MockPanel
        catalog={catalog}
        selection={selection}
        problems={problems}
        onApply={(next) => window.location.assign(mockUrl(window.location.href, next, catalog))}
      />
    </StrictMode>,
  );
}
