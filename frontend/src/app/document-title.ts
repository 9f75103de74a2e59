import { useEffect, useLayoutEffect } from 'react';

/** 'Scan · Morsel', 'Apple · Morsel'; just 'Morsel' with no page name. */
export const documentTitle = (page: string | undefined) => (page ? `${page} · Morsel` : 'Morsel');

/**
 * The route's title, set before any screen's own effects run (a layout effect), so a screen that
 * knows better (a result names its food) can replace it with usePageTitle.
 */
export function useRouteTitle(page: string | undefined, pathname: string) {
  useLayoutEffect(() => {
    document.title = documentTitle(page);
  }, [page, pathname]);
}

/** A screen's own page title, once it knows it (the food on a result). */
export function usePageTitle(page: string | undefined | null) {
  useEffect(() => {
    if (page) document.title = documentTitle(page);
  }, [page]);
}
