/**
 * How far an upload has got. fetch() cannot tell (a request body's progress is not observable),
 * XMLHttpRequest can: `fetchWithUploadProgress` is a fetch for the generated client that sends
 * the same request through XMLHttpRequest and answers a standard Response.
 * - `onProgress(sent, total)` hears the bytes of the body sent so far;
 * - `onSent()` hears when the whole body is sent: from then on the server is working on it.
 * A request that gets no answer (no connection) rejects with a TypeError and an aborted one with
 * an AbortError, as fetch does, so callers tell a lost connection from a server's answer alike.
 */
export interface UploadListener {
  onProgress(sent: number, total: number): void;
  onSent(): void;
}

/** Statuses whose Response must have no body. */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

function responseHeaders(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

export function fetchWithUploadProgress(listener: UploadListener): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.withCredentials = request.credentials === 'include';
      xhr.responseType = 'blob';
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) listener.onProgress(event.loaded, event.total);
      };
      xhr.upload.onload = () => listener.onSent();
      xhr.onload = () =>
        resolve(
          new Response(NULL_BODY.has(xhr.status) ? null : (xhr.response as Blob), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: responseHeaders(xhr),
          }),
        );
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.ontimeout = () => reject(new TypeError('Network request timed out'));
      xhr.onabort = () => reject(new DOMException('The request was aborted.', 'AbortError'));
      if (request.signal.aborted) return xhr.abort();
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}
