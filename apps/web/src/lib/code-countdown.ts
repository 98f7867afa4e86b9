// Seconds until another verification code of a scene may be requested (SPEC.md section 9: 60 s).
// The resend times live outside the pages, so leaving a page and coming back does not allow an
// early resend. Memory only: nothing here is written to storage.
import { useEffect, useState } from 'react';
import { create } from 'zustand';
import { CODE_COUNTDOWN_SECONDS } from '@platform/shared/constants';
import type { CodeScene } from '@platform/shared/account-rules';

const TICK_MS = 1000;

type ResendTimes = { resendAtMs: Partial<Record<CodeScene, number>> };

const useResendTimes = create<ResendTimes>(() => ({ resendAtMs: {} }));

/** Starts the wait after a code of `scene` was sent. */
export function startCodeCountdown(scene: CodeScene): void {
  const resendAtMs = Date.now() + CODE_COUNTDOWN_SECONDS * 1000;
  useResendTimes.setState((state) => ({ resendAtMs: { ...state.resendAtMs, [scene]: resendAtMs } }));
}

/** Whole seconds left before another code of `scene` may be requested; 0 once it may. */
export function useCodeCountdown(scene: CodeScene): number {
  const resendAtMs = useResendTimes((state) => state.resendAtMs[scene] ?? 0);
  const [nowMs, setNowMs] = useState(() => Date.now());

  useEffect(() => {
    setNowMs(Date.now());
    if (resendAtMs <= Date.now()) return;
    const timer = window.setInterval(() => setNowMs(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [resendAtMs]);

  return Math.max(0, Math.ceil((resendAtMs - nowMs) / 1000));
}
