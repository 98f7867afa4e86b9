// One Idempotency-Key per user intent: a retry of the same submission (same fields) reuses the key,
// so a request that reached the server before the connection dropped is not done twice; changing a
// field, or a success, starts a new intent.
import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '../../../lib/api.ts';

export function useSubmissionKey(): { keyFor: (payload: object) => string; done: () => void } {
  const current = useRef<{ payload: string; key: string } | null>(null);
  const keyFor = useCallback((payload: object) => {
    const text = JSON.stringify(payload);
    if (current.current?.payload !== text) current.current = { payload: text, key: newIdempotencyKey() };
    return current.current.key;
  }, []);
  const done = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, done };
}
