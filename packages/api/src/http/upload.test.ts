import { HTTP_MESSAGES, UPLOAD_TIMEOUT_MS } from '@ujuzi/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoredToken, setStoredToken } from '../session/auth-storage';
import { TEST_API } from '../../test/setup';
import { ApiError } from './errors';
import { onSessionExpired } from './transport';
import { uploadRequest, type UploadProgress } from './upload';

/** A stand-in for the browser's XMLHttpRequest: records what was sent, answers as a test says. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  timeout = 0;
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  responseType = '';
  private responseHeaders: Record<string, string> = {};
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders['content-type'] = 'application/json';
    this.onload?.();
  }
}

const form = () => {
  const body = new FormData();
  body.set('question', 'Can I pay by M-Pesa?');
  body.set('attachment', new Blob(['pdf'], { type: 'application/pdf' }), 'fees.pdf');
  return body;
};

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

const sent = () => {
  if (!FakeXhr.last) throw new Error('nothing was sent');
  return FakeXhr.last;
};

describe('uploadRequest', () => {
  it('sends the multipart body to the API root with the token, the 60 s timeout and reports progress', async () => {
    setStoredToken('tok-1');
    const seen: UploadProgress[] = [];
    const result = uploadRequest<{ id: number }>({
      method: 'POST',
      path: '/contact/faqs/',
      body: form(),
      onProgress: (progress) => seen.push(progress),
    });
    const xhr = sent();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`${TEST_API}/contact/faqs/`);
    expect(xhr.headers.authorization).toBe('Token tok-1');
    expect(xhr.timeout).toBe(UPLOAD_TIMEOUT_MS);
    expect(xhr.body).toBeInstanceOf(FormData);
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    xhr.answer(201, { id: 9 });
    await expect(result).resolves.toEqual({ id: 9 });
    expect(seen.map((progress) => progress.fraction)).toEqual([0.25, 1]);
  });

  it('never sends the token on a public operation', async () => {
    setStoredToken('tok-1');
    const result = uploadRequest({ method: 'POST', path: '/contact/submit/', body: form() });
    expect(sent().headers.authorization).toBeUndefined();
    sent().answer(201, {});
    await result;
  });

  it('rejects a 400 with the field errors in the error body', async () => {
    const result = uploadRequest({ method: 'POST', path: '/contact/faqs/', body: form() });
    sent().answer(400, { question: ['This field may not be blank.'] });
    const error = await result.catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).body).toEqual({ question: ['This field may not be blank.'] });
    expect((error as ApiError).message).toBe('This field may not be blank.');
  });

  it('ends the session on a 401 answered to the token it was sent with', async () => {
    setStoredToken('tok-1');
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    const result = uploadRequest({ method: 'POST', path: '/contact/faqs/', body: form() });
    sent().answer(401, { detail: 'Invalid token.' });
    await expect(result).rejects.toMatchObject({ message: HTTP_MESSAGES.sessionExpired, status: 401 });
    expect(getStoredToken()).toBeNull();
    expect(expired).toHaveBeenCalledOnce();
    stop();
  });

  it('reports a timeout and a lost connection with the specs’ texts', async () => {
    const timedOut = uploadRequest({ method: 'POST', path: '/contact/faqs/', body: form() });
    sent().ontimeout?.();
    await expect(timedOut).rejects.toMatchObject({ message: HTTP_MESSAGES.timeout, kind: 'timeout' });
    const offline = uploadRequest({ method: 'POST', path: '/contact/faqs/', body: form() });
    sent().onerror?.();
    await expect(offline).rejects.toMatchObject({ message: HTTP_MESSAGES.network, kind: 'network' });
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    const result = uploadRequest({ method: 'POST', path: '/contact/faqs/', body: form(), signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toMatchObject({ kind: 'aborted' });
  });
});
