import type { ApiError } from '../../shared/schemas/site';

export const FALLBACK_ERROR_MESSAGE = 'Bir hata oluştu. Lütfen tekrar deneyin.';
export const NETWORK_ERROR_MESSAGE = 'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.';

/** A failed API call, carrying the server's status, error code and Turkish message. */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message || FALLBACK_ERROR_MESSAGE);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export interface ApiRequestOptions extends Omit<RequestInit, 'body' | 'credentials'> {
  /** Sent as a JSON body with the matching Content-Type. */
  json?: unknown;
  body?: BodyInit | null;
}

function isApiErrorBody(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string' &&
    typeof (value as { code?: unknown }).code === 'string'
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Calls the same-origin API and returns its parsed JSON body.
 * Any failure (HTTP error, network error, unreadable body) throws an {@link ApiRequestError}
 * whose message is Turkish and safe to show; an aborted request rethrows the AbortError.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { json, headers: givenHeaders, ...init } = options;
  const headers = new Headers(givenHeaders);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  let body = init.body;
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  }

  let response: Response;
  try {
    response = await fetch(path, { ...init, body, headers, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }

  const data = await readJson(response);
  if (!response.ok) {
    if (isApiErrorBody(data)) {
      throw new ApiRequestError(response.status, data.code, data.message, data.details);
    }
    throw new ApiRequestError(response.status, 'HTTP_ERROR', FALLBACK_ERROR_MESSAGE);
  }
  if (data === undefined && response.status !== 204) {
    throw new ApiRequestError(response.status, 'INVALID_RESPONSE', FALLBACK_ERROR_MESSAGE);
  }
  return data as T;
}

/** True when a same-origin URL answers a HEAD request with a 2xx status. */
export async function isUrlReachable(url: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'HEAD', credentials: 'same-origin', signal });
    return response.ok;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return false;
  }
}

/** The Turkish message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : FALLBACK_ERROR_MESSAGE;
}
