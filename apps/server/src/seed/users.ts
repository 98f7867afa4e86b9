// The demo user and the admin, created once with argon2id hashes.
import { FIAT_DEFAULT } from '@platform/shared/constants';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { hashPassword } from '../auth/passwords.ts';

export type DemoLogin = { role: 'user' | 'admin'; account: string; password: string };

export async function seedDemoUsers(db: Db, config: Config, now: number): Promise<DemoLogin[]> {
  const logins: (DemoLogin & { nickname: string; inviteCode: string })[] = [
    { role: 'user', account: 'demo@nova.exchange', password: config.demoPassword, nickname: 'Demo', inviteCode: 'DEMO2026' },
    { role: 'admin', account: 'admin@nova.exchange', password: config.adminPassword, nickname: 'Admin', inviteCode: 'ADMIN001' },
  ];
  for (const login of logins) {
    const existing = await db.selectFrom('users').select('id').where('email', '=', login.account).executeTakeFirst();
    if (existing) continue;
    await db
      .insertInto('users')
      .values({
        email: login.account,
        phone: null,
        area_code: '1',
        password_hash: await hashPassword(login.password),
        nickname: login.nickname,
        head_portrait: '',
        signature: '',
        invite_code: login.inviteCode,
        referrer_id: null,
        lang: 'en',
        fiat: FIAT_DEFAULT,
        credit_score: 100,
        real_status: 'unverified',
        role: login.role,
        created_at: now,
        password_changed_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  return logins.map(({ role, account, password }) => ({ role, account, password }));
}
