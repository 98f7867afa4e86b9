// Seconds until another pay-password code may be requested (SPEC.md section 9: 60 s). The time is
// kept outside the page, so leaving and reopening it does not allow an early resend.
import { useEffect, useState } from 'react';
import { CODE_COUNTDOWN_SECONDS } from '@platform/shared/constants';

const TICK_MS = 1000;
let resendAtMs = 0;

export function useResendCountdown(): { secondsLeft: number; start: () => void } {
  const [until, setUntil] = useState(resendAtMs);
  const [nowMs, setNowMs] = useState(() => Date.now());

  useEffect(() => {
    setNowMs(Date.now());
    if (until <= Date.now()) return;
    const timer = window.setInterval(() => setNowMs(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [until]);

  const start = () => {
    resendAtMs = Date.now() + CODE_COUNTDOWN_SECONDS * 1000;
    setUntil(resendAtMs);
  };
  return { secondsLeft: Math.max(0, Math.ceil((until - nowMs) / 1000)), start };
}
