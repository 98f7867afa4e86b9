// Mounted once by the app shell: a notice arriving on the user's socket refreshes every
// notifications list and badge, and a banner at the top says what it is, whatever screen is open.
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_SOCKET_EVENT } from '@platform/shared/notification-rules';
import type { TNotificationEvent } from '@platform/shared/schemas/notifications';
import { useSession } from '../../../lib/session.ts';
import { useSocketEvent } from '../../../lib/socket.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { NoticeBanner } from './notice-banner.tsx';

export function NoticeListener() {
  const queryClient = useQueryClient();
  const signedIn = useSession((state) => state.token !== null);
  const [latest, setLatest] = useState<TNotificationEvent | null>(null);
  const close = useCallback(() => setLatest(null), []);
  useSocketEvent<TNotificationEvent>(NOTIFICATION_SOCKET_EVENT, (event) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
    // A late event for a user who just logged out is not theirs to see.
    if (signedIn) setLatest(event);
  });
  return latest && signedIn ? <NoticeBanner event={latest} onClose={close} /> : null;
}
