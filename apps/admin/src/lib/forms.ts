// Form helpers of the review actions: the shared schemas' messages in English, one Idempotency-Key
// per distinct action, so clicking again after a lost answer is not a second review, and the state
// the review panels (deposits, withdrawals, identity) share.
import { useRef, useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { en, type TextKey } from '@platform/shared/i18n/texts.en';
import { errorText, newIdempotencyKey } from './api.ts';

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

/** One review call as the panels' mutations take it: `approve`, or the refusal (`reject`, `fail`). */
type ReviewRequest = { action: string; input: object; idempotencyKey: string };
type InputOf<R extends ReviewRequest, A extends R['action']> = Extract<R, { action: A }>['input'];
type Parsed<T> = { success: true; data: T } | { success: false; error: z.ZodError };

/**
 * The two actions of a review panel, approve and its refusal: each with its own Idempotency-Key,
 * the problem shown in the box of the action that met it, and which action is on its way.
 * `onDone` runs once an action has succeeded.
 */
export function useReviewActions<R extends ReviewRequest, TData, TContext>(
  mutation: UseMutationResult<TData, Error, R, TContext>,
  onDone: (action: R['action'], answer: TData) => void,
) {
  type Action = R['action'];
  const approveKey = useIdempotencyKey();
  const refusalKey = useIdempotencyKey();
  const [problem, setProblem] = useState<{ action: Action; text: string } | null>(null);

  const send = <A extends Action>(action: A, input: InputOf<R, A>) => {
    setProblem(null);
    const key = action === 'approve' ? approveKey : refusalKey;
    // The input belongs to this action (InputOf), so the request is one of R's members.
    const request: ReviewRequest = { action, input, idempotencyKey: key.keyFor(input) };
    mutation.mutate(request as R, {
      onSuccess: (answer) => {
        key.reset();
        onDone(action, answer);
      },
      onError: (error) => setProblem({ action, text: errorText(error) }),
    });
  };
  const showProblem = (action: Action, text: string) => setProblem({ action, text });
  return {
    send,
    /** Sends a parsed input, or shows the parse's first problem. */
    submit: <A extends Action>(action: A, parsed: Parsed<InputOf<R, A>>) =>
      parsed.success ? send(action, parsed.data) : showProblem(action, validationText(parsed.error)),
    showProblem,
    problemOf: (action: Action) => (problem?.action === action ? problem.text : ''),
    busy: mutation.isPending,
    pending: (action: Action) => mutation.isPending && mutation.variables?.action === action,
  };
}
