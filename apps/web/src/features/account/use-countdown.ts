// Seconds left until a code may be requested again (SPEC.md section 9: 60 s), kept per scene in the
// form store so that leaving the page does not reset it.
import { useEffect, useState } from 'react';
import type { CodeScene } from '@platform/shared/account-rules';
import { useFormStore } from './form-store.ts';

const TICK_MS = 1000;

export function useCountdown(scene: CodeScene): number {
  const resendAtMs = useFormStore((state) => state.resendAtMs[scene] ?? 0);
  const [nowMs, setNowMs] = useState(() => Date.now());

  useEffect(() => {
    setNowMs(Date.now());
    if (resendAtMs <= Date.now()) return;
    const timer = window.setInterval(() => setNowMs(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [resendAtMs]);

  return Math.max(0, Math.ceil((resendAtMs - nowMs) / 1000));
}
