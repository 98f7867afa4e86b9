// Form helpers of the review actions: the shared schemas' messages in English, and one
// Idempotency-Key per distinct action, so clicking again after a lost answer is not a second review.
import { useRef } from 'react';
import type { z } from 'zod';
import { en, type TextKey } from '@platform/shared/i18n/texts.en';
import { newIdempotencyKey } from './api.ts';

/** The first problem of a failed parse, as the shared schema words it. */
export function validationText(error: z.ZodError): string {
  const message = error.issues[0]?.message ?? '';
  // Not texts.ts's isTextKey: that module would bring every language's texts into the build.
  return Object.hasOwn(en, message) ? en[message as TextKey] : 'Please check the values entered.';
}

/**
 * The key of an action: the same while the same request is retried, a new one once its input
 * changes (the server would refuse a key reused for a different request) or after it succeeded.
 */
export function useIdempotencyKey(): { keyFor: (request: object) => string; reset: () => void } {
  const last = useRef<{ request: string; key: string } | null>(null);
  return {
    keyFor: (request) => {
      const text = JSON.stringify(request);
      if (last.current?.request !== text) last.current = { request: text, key: newIdempotencyKey() };
      return last.current.key;
    },
    reset: () => {
      last.current = null;
    },
  };
}
