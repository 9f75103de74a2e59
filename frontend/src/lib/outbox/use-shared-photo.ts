import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SHARED_PHOTO_QUERY, takeSharedPhoto } from './outbox-store';

/**
 * Hands a photo shared into the app (kept in IndexedDB by the service worker) to `onPhoto`, once,
 * then drops the marker from the address so a reload does not scan it again.
 */
export function useSharedPhoto(onPhoto: (photo: Blob) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const latest = useRef(onPhoto);
  useEffect(() => {
    latest.current = onPhoto;
  });
  const marked = new URLSearchParams(location.search).has(SHARED_PHOTO_QUERY);

  useEffect(() => {
    if (!marked) return;
    // Not cancelled on unmount: taking the photo empties the store, so exactly one caller gets it.
    takeSharedPhoto()
      .then((photo) => {
        if (photo) latest.current(photo);
      })
      .catch((error: unknown) => console.error('Could not read the shared photo', error));
    navigate({ pathname: location.pathname, search: '' }, { replace: true });
  }, [marked, navigate, location.pathname]);
}
