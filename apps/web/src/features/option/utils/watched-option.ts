// The option whose countdown and result the trade screen shows: the one the user just placed, or
// after a reload the newest one still running. The server's `option` event settles it, and if that
// event does not come (the socket was down, the phone slept), microtrade/get_result is asked once a
// second from shortly after expiry until it answers settled.
import { useCallback, useEffect, useState } from 'react';
import type { TOptionOrder } from '@platform/shared/schemas/option';
import { fetchOptionResult, useRefreshOptions } from '../api/options.ts';
import { serverNow } from './server-clock.ts';

/** Settlement waits for the first tick at or after expiry; ask only after it should have come. */
const POLL_GRACE_MS = 1500;
const POLL_INTERVAL_MS = 1000;
/** After this many answers still open, stop asking; the list keeps following the socket. */
const POLL_ATTEMPTS_MAX = 60;

/** `adopted`: a running order found in the user's list, followed when none was placed here. */
export function useWatchedOption(adopted: TOptionOrder | null) {
  const [order, setOrder] = useState<TOptionOrder | null>(null);
  // The list may still show as running an order whose settlement just arrived here.
  const running = order?.status === 'open' ? order : adopted && adopted.id !== order?.id ? adopted : null;
  const settled = order?.status === 'settled' ? order : null;

  const adoptedId = adopted?.id;
  /** Takes a newer state of the followed order; other orders and older states are ignored. */
  const update = useCallback(
    (incoming: TOptionOrder) => {
      setOrder((current) => {
        const followedId = current?.status === 'open' ? current.id : adoptedId;
        return incoming.id === followedId ? incoming : current;
      });
    },
    [adoptedId],
  );

  const refresh = useRefreshOptions();
  const id = running?.id;
  const expiresAt = running?.expires_at;
  useEffect(() => {
    if (id === undefined || expiresAt === undefined) return;
    const controller = new AbortController();
    let timer = 0;
    let attempts = 0;
    const poll = async () => {
      attempts += 1;
      try {
        const fresh = await fetchOptionResult(id, controller.signal);
        if (fresh.status === 'settled') {
          update(fresh);
          // The socket that would have refreshed the list and the balance did not speak.
          void refresh();
          return;
        }
      } catch {
        // Offline for a moment: the next attempt asks again.
      }
      if (!controller.signal.aborted && attempts < POLL_ATTEMPTS_MAX) timer = window.setTimeout(() => void poll(), POLL_INTERVAL_MS);
    };
    timer = window.setTimeout(() => void poll(), Math.max(0, expiresAt + POLL_GRACE_MS - serverNow()));
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [id, expiresAt, update, refresh]);

  return { running, settled, watch: setOrder, update };
}
