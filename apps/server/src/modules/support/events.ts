// What the support chat tells the open screens: each message, read mark and status change goes to
// the thread's user and to every agent (the admins' sockets, realtime.ts), so both apps update
// without a reload. A reply to a user with no socket open becomes a notice they find later.
import type { Server as IoServer } from 'socket.io';
import { NOTIFICATION_LINKS } from '@platform/shared/notification-rules';
import { ROOM_SUPPORT_AGENTS, SOCKET_EVENTS, roomOfUser } from '@platform/shared/realtime';
import type { TSupportMessageEvent, TSupportReadEvent, TSupportThreadEvent } from '@platform/shared/schemas/support';
import { notifyUser, type NotifyDeps } from '../../notify/notify.ts';

function toBothSides(io: IoServer, userId: number) {
  return io.to([roomOfUser(userId), ROOM_SUPPORT_AGENTS]);
}

export function emitMessage(io: IoServer, event: TSupportMessageEvent): void {
  toBothSides(io, event.user_id).emit(SOCKET_EVENTS.supportMessage, event);
}

export function emitRead(io: IoServer, userId: number, event: TSupportReadEvent): void {
  toBothSides(io, userId).emit(SOCKET_EVENTS.supportRead, event);
}

export function emitThreadStatus(io: IoServer, userId: number, event: TSupportThreadEvent): void {
  toBothSides(io, userId).emit(SOCKET_EVENTS.supportThread, event);
}

/** After an agent's answer: a notice when none of the user's screens is connected to hear it. */
export async function noticeIfOffline(deps: NotifyDeps, userId: number): Promise<void> {
  let online: boolean;
  try {
    online = (await deps.io.in(roomOfUser(userId)).fetchSockets()).length > 0;
  } catch {
    online = false; // another process did not answer in time: better a notice too many than none
  }
  if (!online) await notifyUser(deps, { userId, kind: 'support_replied', params: {}, link: NOTIFICATION_LINKS.support });
}
