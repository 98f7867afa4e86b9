// Whether the network is lost: the browser says it is offline, or the last call to the server failed
// in transport (no answer at all) and none has been answered since. The "Network signal lost"
// placeholder of SPEC.md section 8 (components/network-lost.tsx) shows while it is.
import { useSyncExternalStore } from 'react';

let transportFailed = false;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** A call got no answer (the API client reports it). */
export function reportTransportFailure(): void {
  if (transportFailed) return;
  transportFailed = true;
  notify();
}

/** A call got an answer, whatever it said. */
export function reportAnswer(): void {
  if (!transportFailed) return;
  transportFailed = false;
  notify();
}

function onOnline(): void {
  // The browser has a network again; the next call confirms (TanStack Query refetches on reconnect).
  transportFailed = false;
  notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', notify);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', notify);
  };
}

export function isNetworkLost(): boolean {
  return !navigator.onLine || transportFailed;
}

export function useNetworkLost(): boolean {
  return useSyncExternalStore(subscribe, isNetworkLost);
}
