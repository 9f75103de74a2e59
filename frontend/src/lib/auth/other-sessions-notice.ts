/**
 * Sign-in's first visit is a page of its own, which opens the app once signed in. When that
 * sign-in ended the account's other sessions, the notice travels to the app in the tab's
 * sessionStorage. A store that refuses (blocked, or full) loses only the notice, never the sign-in.
 */
const OTHER_SESSIONS_ENDED_KEY = 'morsel.otherSessionsEnded';

export function handOverOtherSessionsEnded(ended: boolean) {
  if (!ended) return;
  try {
    sessionStorage.setItem(OTHER_SESSIONS_ENDED_KEY, '1');
  } catch {
    // The app opens without the notice.
  }
}

/** Whether sign-in's page handed the notice over to this tab. */
export function otherSessionsEndedHandedOver(): boolean {
  try {
    return sessionStorage.getItem(OTHER_SESSIONS_ENDED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The app has taken the notice: a reload does not show it again. */
export function forgetOtherSessionsEndedHandOver() {
  try {
    sessionStorage.removeItem(OTHER_SESSIONS_ENDED_KEY);
  } catch {
    // Nothing kept.
  }
}
