// The back office's API client: calls under /api with the admin's token, POST bodies form-encoded,
// answers in the envelope {type, message}. A dead session (999) or a token that is no longer an
// admin's ('admin_only') ends the session here, once, and the app falls back to its login screen.
import { methodOf, type AnyCall, type CallInput, type CallOutput } from '@platform/shared/contract/define';
import { REQUEST_TIMEOUT_MS } from '@platform/shared/constants';
import { TYPE_SESSION_INVALID, isSuccess } from '@platform/shared/envelope';
import { getSession, signOut } from './session.ts';

export const API_BASE = '/api';
const SESSION_ENDED_NOTICE = 'Your session has ended. Please log in again.';
export const NOT_ADMIN_NOTICE = 'This account is not an administrator.';

/** A refused call (the envelope's type, message and code) or a transport failure (type 'network' or 'http'). */
export class ApiError extends Error {
  constructor(
    readonly type: string | number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type Params = Record<string, string | number | null | undefined>;

export type CallOptions = {
  signal?: AbortSignal;
  /** Sent as the Idempotency-Key header, so a retried approval or rejection is done once. */
  idempotencyKey?: string;
  /** Calls with this token instead of the session's and leaves the session alone (the login check). */
  token?: string;
};

function searchOf(params: Params = {}): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.append(name, String(value));
  }
  return search;
}

function headersOf(token: string | null, options: CallOptions): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = token;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  return headers;
}

function signalOf(options: CallOptions): AbortSignal {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  return options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
}

async function send(url: string, init: RequestInit, options: CallOptions): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: signalOf(options), credentials: 'same-origin' });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError('network', 'The server could not be reached. Check the connection and try again.');
  }
}

type EnvelopeBody = { type?: unknown; message?: unknown; code?: unknown };

/** The failure an envelope carries; ends the session when the session itself was refused. */
function failureOf(body: EnvelopeBody, requestToken: string | null, options: CallOptions): ApiError {
  const type = body.type === TYPE_SESSION_INVALID || body.type === String(TYPE_SESSION_INVALID) ? TYPE_SESSION_INVALID : String(body.type);
  const code = typeof body.code === 'string' ? body.code : undefined;
  const message = typeof body.message === 'string' && body.message ? body.message : 'The request failed.';
  // A late answer to an older session's call must not end the session that replaced it.
  const ownSession = options.token === undefined && requestToken !== null && getSession().token === requestToken;
  if (ownSession && type === TYPE_SESSION_INVALID) signOut(SESSION_ENDED_NOTICE);
  if (ownSession && code === 'admin_only') signOut(NOT_ADMIN_NOTICE);
  return new ApiError(type, message, code);
}

async function call<T>(method: 'GET' | 'POST', path: string, params: Params, options: CallOptions): Promise<T> {
  const token = options.token ?? getSession().token;
  const search = searchOf(method === 'GET' ? params : {});
  search.set('lang', 'en');
  const url = `${API_BASE}/${path}?${search.toString()}`;
  const headers = headersOf(token, options);
  let body: URLSearchParams | undefined;
  if (method === 'POST') {
    body = searchOf(params);
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  }
  const response = await send(url, { method, headers, body }, options);
  let parsed: EnvelopeBody | undefined;
  try {
    parsed = (await response.json()) as EnvelopeBody;
  } catch {
    parsed = undefined;
  }
  if (!parsed || typeof parsed !== 'object') throw new ApiError('http', `The server answered ${response.status} without a result.`);
  if (response.ok && isSuccess(parsed)) return parsed.message as T;
  throw failureOf(parsed, token, options);
}

export const api = {
  /** Calls a contract entry of packages/shared/src/contract, the answer typed from its output schema. */
  call: <C extends AnyCall>(entry: C, input?: CallInput<C>, options: CallOptions = {}) =>
    call<CallOutput<C>>(methodOf(entry), entry.path, (input ?? {}) as Params, options),
};

/** An uploaded file (a deposit voucher): raw bytes, readable only with the admin's Authorization header. */
export async function fetchFile(name: string, signal?: AbortSignal): Promise<Blob> {
  const token = getSession().token;
  const options: CallOptions = { signal };
  const response = await send(`${API_BASE}/file/${encodeURIComponent(name)}`, { headers: headersOf(token, options) }, options);
  const contentType = response.headers.get('content-type') ?? '';
  if (response.ok && !contentType.includes('application/json')) return response.blob();
  const parsed = contentType.includes('application/json')
    ? ((await response.json().catch(() => undefined)) as EnvelopeBody | undefined)
    : undefined;
  if (parsed) throw failureOf(parsed, token, options);
  throw new ApiError('http', `The file could not be loaded (${response.status}).`);
}

/** A fresh key for one reviewer action; kept across retries of that same action. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; plain http on a LAN address still has getRandomValues.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong.';
}
