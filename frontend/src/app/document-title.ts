import { useEffect, useLayoutEffect } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { currentIntl } from '@/lib/i18n/intl';

/** 'Scan · Morsel', 'Apple · Morsel' (in the reader's language); just 'Morsel' with no page name. */
export const documentTitle = (page: string | undefined, intl: IntlShape = currentIntl()) =>
  page ? intl.formatMessage({ id: 'app.documentTitle' }, { page }) : intl.formatMessage({ id: 'app.brand' });

/**
 * The route's title, set before any screen's own effects run (a layout effect), so a screen that
 * knows better (a result names its food) can replace it with usePageTitle.
 */
export function useRouteTitle(page: string | undefined, pathname: string) {
  const intl = useIntl();
  useLayoutEffect(() => {
    document.title = documentTitle(page, intl);
  }, [page, pathname, intl]);
}

/** A screen's own page title, once it knows it (the food on a result). */
export function usePageTitle(page: string | undefined | null) {
  const intl = useIntl();
  useEffect(() => {
    if (page) document.title = documentTitle(page, intl);
  }, [page, intl]);
}
