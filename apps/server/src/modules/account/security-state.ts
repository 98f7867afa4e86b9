// safe/state: each item of the security centre with its state.
import type { TSecurityState } from '@platform/shared/schemas/security';
import type { Db } from '../../db/database.ts';
import { isPayPasswordSet } from '../../auth/pay-password.ts';
import { maskAntiPhishingCode } from './anti-phishing.ts';
import { currentUser, maskEmail, maskPhone } from './contacts.ts';
import { countLiveSessions, findUserSecurity } from '../../auth/security-queries.ts';

export async function securityState(db: Db, userId: number, now: number): Promise<TSecurityState> {
  const [user, security, payPasswordSet, sessions] = await Promise.all([
    currentUser(db, userId),
    findUserSecurity(db, userId),
    isPayPasswordSet(db, userId),
    countLiveSessions(db, userId, now),
  ]);
  return {
    email: user.email ? maskEmail(user.email) : null,
    phone: user.phone ? maskPhone(user.area_code, user.phone) : null,
    pay_password_set: payPasswordSet,
    totp_enabled: Boolean(security?.totp_enabled_at),
    anti_phishing_code: security?.anti_phishing_code ? maskAntiPhishingCode(security.anti_phishing_code) : null,
    sessions_active: sessions,
    password_changed_at: user.password_changed_at,
  };
}
