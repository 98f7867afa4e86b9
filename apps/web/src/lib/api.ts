// The one API client of SPEC.md sections 7-8: every call goes under /api with the Authorization
// header and `lang`, POST bodies are form-encoded, answers are the envelope {type, message}.
// 999 (session invalid) and 998 (real-name needed) are handled here, in one place.
import { REQUEST_TIMEOUT_MS, SESSION_REDIRECT_DELAY_MS } from '@platform/shared/constants';
import { TYPE_REAL_NAME_REQUIRED, TYPE_SESSION_INVALID, isSuccess } from '@platform/shared/envelope';
import { methodOf, type AnyCall, type CallInput, type CallOutput } from '@platform/shared/contract/define';
import { currentLang, translate } from './i18n.ts';
import { reportAnswer, reportTransportFailure } from './network-status.ts';
import { PATHS } from './paths.ts';
import { goTo, isOnLoginPage, useSession } from './session.ts';
import { showToast } from './toast.ts';
import { apiUrl, type Params } from './api-url.ts';
import { takeEarlyAnswer, type EarlyAnswer } from './early-answers.ts';

/** The same toast text is not repeated within this window (several queries failing at once). */
const TOAST_REPEAT_GAP_MS = 2000;

export type ApiErrorType = string | number;

/** A failed call: the envelope's type and message, or a transport failure ('network', 'timeout', 'http'). */
export class ApiError extends Error {
  constructor(
    readonly type: ApiErrorType,
    message: string,
    readonly code?: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A failure of the connection or the server process, as opposed to an answer refusing the call. */
export function isTransportFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.type === 'network' || error.type === 'timeout' || (error.type === 'http' && (error.status ?? 0) >= 500);
}

export type CallOptions = {
  /** No toast and no redirect; the caller handles the failure (999 still clears the session). */
  silent?: boolean;
  /** Cancels the call, e.g. the signal TanStack Query passes to a query function. */
  signal?: AbortSignal;
};

export type PostOptions = CallOptions & {
  /** Sent as the Idempotency-Key header, so a retried money-moving request is done once. */
  idempotencyKey?: string;
};

let lastToast = { text: '', atMs: 0 };
function toast(text: string): void {
  const now = Date.now();
  if (!text || (text === lastToast.text && now - lastToast.atMs < TOAST_REPEAT_GAP_MS)) return;
  lastToast = { text, atMs: now };
  showToast(text);
}

function buildUrl(path: string, params: Params = {}): string {
  return apiUrl(path, params, currentLang());
}

function formBody(body: Params = {}): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(body)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  return form;
}

/** An AbortSignal that fires on the caller's signal or after the request timeout. */
function timeoutSignal(callerSignal: AbortSignal | undefined): { signal: AbortSignal; timedOut: () => boolean; done: () => void } {
  const controller = new AbortController();
  let expired = false;
  const timer = window.setTimeout(() => {
    expired = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) controller.abort(callerSignal.reason);
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired,
    done: () => {
      window.clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}

type EnvelopeBody = { type?: unknown; message?: unknown; code?: unknown };

function isEnvelope(value: unknown): value is EnvelopeBody {
  return typeof value === 'object' && value !== null && ('type' in value || 'code' in value);
}

function failureText(body: EnvelopeBody): string {
  return typeof body.message === 'string' && body.message ? body.message : translate('texts:failed');
}

/** 999 and 998: the session-wide reactions of SPEC.md section 8. */
function reactToType(type: number, text: string, silent: boolean, requestToken: string | null): void {
  if (type === TYPE_SESSION_INVALID) {
    // A late answer to a call made with an older token must not end the session that replaced it.
    if (useSession.getState().token !== requestToken) return;
    useSession.getState().signOut();
    if (silent) return;
    toast(text);
    window.setTimeout(() => {
      if (!isOnLoginPage()) goTo(PATHS.login);
    }, SESSION_REDIRECT_DELAY_MS);
    return;
  }
  if (type === TYPE_REAL_NAME_REQUIRED && !silent) {
    toast(text);
    window.setTimeout(() => goTo(PATHS.realName), SESSION_REDIRECT_DELAY_MS);
  }
}

async function fetchAnswer(url: string, init: RequestInit): Promise<EarlyAnswer> {
  const response = await fetch(url, init);
  return { ok: response.ok, status: response.status, text: await response.text() };
}

async function request<T>(method: 'GET' | 'POST', url: string, body: URLSearchParams | undefined, options: PostOptions): Promise<T> {
  const silent = options.silent === true;
  const fail = (error: ApiError): never => {
    if (!silent) toast(error.message);
    throw error;
  };

  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = useSession.getState().token;
  if (token) headers.Authorization = token;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  if (body) headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';

  const abort = timeoutSignal(options.signal);
  let response: EarlyAnswer;
  let parsed: unknown = undefined;
  try {
    const send = () => fetchAnswer(url, { method, headers, body, signal: abort.signal, credentials: 'same-origin' });
    // The early start script may have sent this very GET already; a failed early one is sent again.
    const early = method === 'GET' ? takeEarlyAnswer(url) : undefined;
    response = await (early ? early.catch(send) : send());
    try {
      parsed = response.text ? JSON.parse(response.text) : undefined;
    } catch {
      parsed = undefined;
    }
  } catch (error) {
    if (options.signal?.aborted) throw error; // cancelled by the caller: quiet
    if (abort.timedOut()) return fail(new ApiError('timeout', translate('common:requestTimeout')));
    reportTransportFailure();
    return fail(new ApiError('network', translate('common:networkLost')));
  } finally {
    abort.done();
  }
  reportAnswer();

  if (isEnvelope(parsed)) {
    if (response.ok && isSuccess(parsed)) return parsed.message as T;
    const rawType = parsed.type ?? 'error';
    const type = Number(rawType);
    const text = failureText(parsed);
    const code = typeof parsed.code === 'string' ? parsed.code : undefined;
    const error = new ApiError(Number.isNaN(type) ? String(rawType) : type, text, code, response.status);
    if (type === TYPE_SESSION_INVALID || type === TYPE_REAL_NAME_REQUIRED) {
      reactToType(type, text, silent, token);
      throw error;
    }
    return fail(error);
  }
  const statusText = response.ok ? translate('texts:failed') : `${translate('texts:failed')} (${response.status})`;
  return fail(new ApiError('http', statusText, undefined, response.status));
}

export const api = {
  /** Calls a contract entry of packages/shared/src/contract: its method and path, the answer typed from its output schema. */
  call<C extends AnyCall>(call: C, input?: CallInput<C>, options: PostOptions = {}): Promise<CallOutput<C>> {
    const params = input as Params | undefined;
    return methodOf(call) === 'GET'
      ? request<CallOutput<C>>('GET', buildUrl(call.path, params), undefined, options)
      : request<CallOutput<C>>('POST', buildUrl(call.path), formBody(params), options);
  },
};

/** A fresh key for one user action; keep it across retries of that action. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; plain http on a LAN address still has getRandomValues.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
