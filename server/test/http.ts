import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../plugins/sessions';
import { assertDocumentedRefusal } from './documented-refusals';

/** The session cookie a response set, if any. */
export function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  return cookie && cookie.value !== '' ? cookie.value : undefined;
}

/** A browser-like client: keeps its cookies (the session's and any other) between requests. */
export class TestClient {
  /** Every cookie the app set and has not cleared, by name (paths are not told apart). */
  cookies: Record<string, string> = {};
  get session(): string | undefined {
    return this.cookies[SESSION_COOKIE];
  }
  set session(value: string | undefined) {
    if (value === undefined) delete this.cookies[SESSION_COOKIE];
    else this.cookies[SESSION_COOKIE] = value;
  }
  constructor(
    private app: FastifyInstance,
    private remoteAddress = '127.0.0.1',
    /** Sent with every request, e.g. the X-Forwarded-For a proxy in front adds. */
    private headers: Record<string, string> = {},
  ) {}

  async request(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) {
    const res = await this.app.inject({
      method,
      url,
      payload,
      headers: this.headers,
      remoteAddress: this.remoteAddress,
      cookies: { ...this.cookies },
    });
    for (const set of res.cookies) {
      if (set.value === '') delete this.cookies[set.name];
      else this.cookies[set.name] = set.value;
    }
    assertDocumentedRefusal(this.app, method, url, res);
    return res;
  }

  /** A multipart form as a browser's FormData sends it: text fields and at most one file ("file"). */
  async upload(method: 'POST' | 'PUT', url: string, fields: Record<string, string>, file?: { name: string; data: Buffer | string; type?: string }) {
    const boundary = `----gv${Math.random().toString(16).slice(2)}`;
    const parts: Buffer[] = [];
    for (const [name, value] of Object.entries(fields)) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    }
    if (file) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`));
      parts.push(Buffer.isBuffer(file.data) ? file.data : Buffer.from(file.data), Buffer.from('\r\n'));
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    const res = await this.app.inject({
      method,
      url,
      payload: Buffer.concat(parts),
      headers: { ...this.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      remoteAddress: this.remoteAddress,
      cookies: { ...this.cookies },
    });
    assertDocumentedRefusal(this.app, method, url, res);
    return res;
  }

  get(url: string) {
    return this.request('GET', url);
  }

  /** A POST exactly as given: no body at all, or a raw body under the content type given (an empty JSON body, say). */
  async postRaw(url: string, options: { contentType?: string; body?: string } = {}) {
    const res = await this.app.inject({
      method: 'POST',
      url,
      ...(options.body === undefined ? {} : { payload: options.body }),
      headers: { ...this.headers, ...(options.contentType ? { 'content-type': options.contentType } : {}) },
      remoteAddress: this.remoteAddress,
      cookies: { ...this.cookies },
    });
    assertDocumentedRefusal(this.app, 'POST', url, res);
    return res;
  }

  post(url: string, payload?: object) {
    return this.request('POST', url, payload ?? {});
  }

  async signIn(email: string, password: string) {
    const res = await this.post('/api/auth/login', { email, password });
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
    return res;
  }

  async currentUser() {
    return (await this.get('/api/auth/session')).json().user as { email: string; token_balance: number } | null;
  }
}
