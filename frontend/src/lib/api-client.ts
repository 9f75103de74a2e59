import { client } from '@/client/client.gen';
import { ApiError } from './api-error';

export interface ApiClientOptions {
  baseUrl?: string;
  /**
   * The language to ask in (`Accept-Language`), so food names come back in it: the app's, which
   * may differ from the browser's. Without it, or for a call that names its own, the call's or
   * the browser's.
   */
  currentLanguage?: () => string;
}

/**
 * Configures the generated client once: same-origin calls with cookies, the app's language as
 * `Accept-Language`, and failures turned into ApiError. All API access goes through this client.
 */
export function configureApiClient({ baseUrl = '', currentLanguage }: ApiClientOptions = {}) {
  client.setConfig({ baseUrl, credentials: 'include', throwOnError: true });
  askIn = currentLanguage ?? null;
  // Interceptors chain: configuring again must not add a second copy, or an error would be
  // wrapped in an ApiError twice.
  if (!client.interceptors.request.exists(withLanguage)) client.interceptors.request.use(withLanguage);
  if (!client.interceptors.error.exists(toApiError)) client.interceptors.error.use(toApiError);
}

let askIn: (() => string) | null = null;

function withLanguage(request: Request): Request {
  // A call that names its language (a scan kept offline, sent in the language it was taken in) keeps it.
  if (askIn && !request.headers.has('Accept-Language')) request.headers.set('Accept-Language', askIn());
  return request;
}

function toApiError(error: unknown, response: Response | undefined): unknown {
  if (!response) return error instanceof Error ? error : new Error(String(error));
  const bodyText = typeof error === 'string' ? error : JSON.stringify(error ?? '');
  const body =
    error && typeof error === 'object' && 'error' in error
      ? (error as ConstructorParameters<typeof ApiError>[2])
      : null;
  return new ApiError(response.status, bodyText === '{}' ? '' : bodyText, body, response.statusText);
}
