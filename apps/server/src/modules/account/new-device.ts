// A login from a browser or app the account has never signed in from before gets a notice, so
// someone using a stolen password is seen in the notifications centre; the notice opens the
// sessions list, where that device can be signed out. The first login of an account (the one
// registration makes) says nothing: there is no earlier device to compare with.
import { NOTIFICATION_LINKS } from '@platform/shared/notification-rules';
import type { Db } from '../../db/database.ts';
import { notifyUser, type NotifyDeps } from '../../notify/notify.ts';

async function isNewDevice(db: Db, userId: number, userAgent: string): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('all_sessions'),
      eb.fn.sum<string | number>(eb.case().when('user_agent', '=', userAgent).then(1).else(0).end()).as('same_device'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  // Counted after the new session was written: it is the only one from this device.
  return Number(row.all_sessions) > 1 && Number(row.same_device) === 1;
}

/** After a successful login has written its session. Never rejects: the login stands. */
export async function announceNewDevice(deps: NotifyDeps, userId: number, userAgent: string): Promise<void> {
  try {
    if (await isNewDevice(deps.db, userId, userAgent)) {
      await notifyUser(deps, { userId, kind: 'security_new_login', link: NOTIFICATION_LINKS.sessions });
    }
  } catch (error) {
    console.error(`new-device check for user ${userId} failed`, error);
  }
}
