// The server's clock as the phone can best tell it: every order the server answers carries its
// `server_time`, and a countdown reads `serverNow()` instead of the phone's clock, which can be
// minutes off. An answer is always a little late (network time), so the largest of the last few
// offsets is the closest to the truth; a window lets a phone whose clock was reset recover.
import { useEffect, useState } from 'react';

const SAMPLES_MAX = 5;

let offsets: number[] = [];

export function noteServerTime(serverTimeMs: number, receivedAtMs = Date.now()): void {
  offsets = [...offsets, serverTimeMs - receivedAtMs].slice(-SAMPLES_MAX);
}

/** Milliseconds to add to the phone's clock to read the server's (0 until the first answer). */
export function serverOffsetMs(): number {
  return offsets.length === 0 ? 0 : Math.max(...offsets);
}

export function serverNow(): number {
  return Date.now() + serverOffsetMs();
}

/** Whole seconds left until `expiresAtMs` on the server's clock, never below 0. */
export function secondsLeft(expiresAtMs: number, nowMs = serverNow()): number {
  return Math.max(0, Math.ceil((expiresAtMs - nowMs) / 1000));
}

/** The server's clock, re-read every `intervalMs` while `running` (a countdown is on screen). */
export function useServerNow(running: boolean, intervalMs = 250): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    if (!running) return;
    setNow(serverNow());
    const timer = window.setInterval(() => setNow(serverNow()), intervalMs);
    return () => window.clearInterval(timer);
  }, [running, intervalMs]);
  return now;
}
