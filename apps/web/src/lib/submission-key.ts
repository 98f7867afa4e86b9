// The Idempotency-Key of a money-moving request: one per submission attempt. Sending the very same
// request again after it got no answer (connection lost, timeout, still running) reuses the key, so
// a request that reached the server is not carried out twice; changing a field starts a new
// attempt. Any answer ends the attempt: the server stores refusals under the key too, so reusing it
// after one would only replay that refusal.
import { useCallback, useRef } from 'react';
import { ApiError, isTransportFailure, newIdempotencyKey } from './api.ts';

const NO_ANSWER_CODES: ReadonlySet<string> = new Set(['idempotency_in_progress']);

function gotNoAnswer(error: unknown): boolean {
  return isTransportFailure(error) || (error instanceof ApiError && NO_ANSWER_CODES.has(error.code ?? ''));
}

/**
 * `keyFor(request)`: the key to send with `request`. `settle()` after a success, `settle(error)`
 * after a failure: the attempt ends unless the failure got no answer.
 */
export function useSubmissionKey(): { keyFor: (request: object) => string; settle: (error?: unknown) => void } {
  const attempt = useRef<{ request: string; key: string } | null>(null);
  const keyFor = useCallback((request: object) => {
    const text = JSON.stringify(request);
    if (attempt.current?.request !== text) attempt.current = { request: text, key: newIdempotencyKey() };
    return attempt.current.key;
  }, []);
  const settle = useCallback((error?: unknown) => {
    if (error === undefined || !gotNoAnswer(error)) attempt.current = null;
  }, []);
  return { keyFor, settle };
}
