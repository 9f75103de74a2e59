/**
 * What this device keeps between visits, in `localStorage`. Storage can be missing (code run in
 * Node) or refuse (private browsing, a full quota): then nothing is read or kept, and the caller
 * goes on without it.
 */
export function readKept(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function keep(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Nothing kept: the value still holds for this page.
  }
}

export function forgetKept(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}
