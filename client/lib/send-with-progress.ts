import { ApiRequestError, FALLBACK_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from './api-client';

// fetch() cannot report how much of a request body has gone out; a large upload (a spreadsheet of
// tens of thousands of rows) needs a progress bar, so this one call uses XMLHttpRequest. Answers and
// failures read exactly as apiRequest's do (the server's Turkish message, or a network message).

export interface SendProgress {
  loaded: number;
  total: number;
}

/** POSTs `body` to the same-origin API, reporting upload progress; resolves with the parsed JSON answer. */
export function sendWithProgress<T>(path: string, body: FormData, { onProgress, signal }: { onProgress?: (progress: SendProgress) => void; signal?: AbortSignal } = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    // A small body may go out without a progress event; its end is reported all the same.
    xhr.upload.onload = (event) => {
      const total = event.lengthComputable ? event.total : 1;
      onProgress?.({ loaded: total, total });
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && data !== undefined) return resolve(data as T);
      const error = data as { code?: unknown; message?: unknown; details?: unknown } | undefined;
      if (error && typeof error.message === 'string' && typeof error.code === 'string') return reject(new ApiRequestError(xhr.status, error.code, error.message, error.details));
      reject(new ApiRequestError(xhr.status, 'HTTP_ERROR', FALLBACK_ERROR_MESSAGE));
    };
    xhr.onerror = () => reject(new ApiRequestError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE));
    xhr.onabort = () => reject(new DOMException('Yükleme durduruldu', 'AbortError'));
    if (signal) {
      if (signal.aborted) return xhr.abort();
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(body);
  });
}
