import { client } from '@/client/client.gen';
import { ApiError } from './api-error';
import { currentLocale } from './i18n/intl';

/**
 * Configures the generated client once: same-origin calls with cookies, the app's language (the
 * user's choice, which may differ from the browser's) as `Accept-Language` so food names come back
 * in it, and failures turned into ApiError. All API access goes through this client.
 */
export function configureApiClient(baseUrl = '') {
  client.setConfig({ baseUrl, credentials: 'include', throwOnError: true });
  // Interceptors chain: configuring again must not add a second copy, or an error would be
  // wrapped in an ApiError twice.
  if (!client.interceptors.request.exists(withLanguage)) client.interceptors.request.use(withLanguage);
  if (!client.interceptors.error.exists(toApiError)) client.interceptors.error.use(toApiError);
}

function withLanguage(request: Request): Request {
  request.headers.set('Accept-Language', currentLocale());
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
