import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RawIntlProvider } from 'react-intl';
import { currentIntl } from '@/lib/i18n/intl';
import { mockUrl, type MockCatalog, type MockSelection } from '../mocks/mock-param';
import { MockPanel } from './mock-panel';

/**
 * Puts the mock panel on the page, in its own root beside the app, so with messages of its own (the
 * app's Intl as it is when mounted: English, before the app has chosen a language); a choice
 * reloads at its `?mock=` address.
 */
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
      <RawIntlProvider value={currentIntl()}>
        <MockPanel
          catalog={catalog}
          selection={selection}
          problems={problems}
          onApply={(next) => window.location.assign(mockUrl(window.location.href, next, catalog))}
        />
      </RawIntlProvider>
    </StrictMode>,
  );
}
