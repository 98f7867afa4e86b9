// The hooks of the realtime socket (./socket-connection.ts). socket.io-client is loaded on first use,
// not with the entry and only once the first screen is up, so the first render does not wait for it; until it has loaded, a page shows
// what its queries fetched.
import { useEffect, useEffectEvent } from 'react';
import { firstScreenShown } from './first-screen.ts';

type Connection = typeof import('./socket-connection.ts');

let connection: Promise<Connection> | null = null;

/** Resolves once the first screen is shown and the browser is idle: live updates never delay the first screen. */
function afterFirstScreen(): Promise<void> {
  return firstScreenShown().then(
    () =>
      new Promise((resolve) => {
        if (window.requestIdleCallback) window.requestIdleCallback(() => resolve(), { timeout: 1000 });
        else setTimeout(resolve, 50);
      }),
  );
}

function loadConnection(): Promise<Connection> {
  connection ??= afterFirstScreen()
    .then(() => import('./socket-connection.ts'))
    .catch((error: unknown) => {
      connection = null; // offline, or a new deploy: the next use tries again
      throw error;
    });
  return connection;
}

/** Starts the socket at launch (SPEC.md section 4). */
export async function startSocket(): Promise<void> {
  (await loadConnection()).getSocket();
}

/** Runs `use` once the connection has loaded, unless cancelled first; returns the cancel (or cleanup). */
function whenConnected(use: (loaded: Connection) => () => void): () => void {
  let cancelled = false;
  let stop: (() => void) | null = null;
  loadConnection().then(
    (loaded) => {
      if (!cancelled) stop = use(loaded);
    },
    () => undefined, // no live updates; the page still shows what its queries fetched
  );
  return () => {
    cancelled = true;
    stop?.();
  };
}

/** Calls `handler` for each `event` while the component is mounted; the handler may change freely. */
export function useSocketEvent<Payload = unknown>(event: string, handler: (payload: Payload) => void): void {
  const onEvent = useEffectEvent((payload: Payload) => handler(payload));
  useEffect(() => whenConnected((loaded) => loaded.listen(event, (payload) => onEvent(payload as Payload))), [event]);
}

/** Joins the public room of one market (e.g. 'BTC/USDT') while the component is mounted. */
export function useMarketRoom(symbol: string | null | undefined): void {
  useEffect(() => {
    if (!symbol) return;
    return whenConnected((loaded) => loaded.joinMarketRoom(symbol));
  }, [symbol]);
}
