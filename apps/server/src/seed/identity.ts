// The demo user passed basic verification, so a newcomer can try withdrawals and fiat recharges at
// once: a verified basic submission decided by the admin (no photos: it was never uploaded), and the
// users columns an approval writes. Idempotent: a demo user with any submission is left as it is.
import { REAL_LEVEL } from '@platform/shared/schemas/identity';
import type { Db } from '../db/database.ts';

export async function seedDemoIdentity(db: Db, demoEmail: string, adminEmail: string, now: number): Promise<void> {
  const demo = await db.selectFrom('users').select('id').where('email', '=', demoEmail).executeTakeFirst();
  const admin = await db.selectFrom('users').select('id').where('email', '=', adminEmail).executeTakeFirst();
  if (!demo || !admin) return;
  const existing = await db.selectFrom('identity_submissions').select('id').where('user_id', '=', demo.id).executeTakeFirst();
  if (existing) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('identity_submissions')
      .values({
        user_id: demo.id,
        level: REAL_LEVEL.basic,
        id_type: 'passport',
        name: 'Demo User',
        card_id: 'X1234567',
        front_pic: '',
        reverse_pic: '',
        hand_pic: '',
        memo: '',
        status: 'verified',
        reason: '',
        reviewed_by: admin.id,
        reviewed_at: now,
        created_at: now,
      })
      .execute();
    await trx.updateTable('users').set({ real_level: REAL_LEVEL.basic, real_status: 'verified' }).where('id', '=', demo.id).execute();
  });
}
