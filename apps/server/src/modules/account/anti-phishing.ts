// The anti-phishing code: a word the user chooses, written at the top of every email the platform
// sends them, so a message without it (or with another) is recognisably not ours.
import type { ModuleDeps } from '../../deps.ts';
import { currentUser, type Caller } from './contacts.ts';
import { saveUserSecurity } from '../../auth/security-queries.ts';
import { concludeSecurityChange } from '../../auth/security-change.ts';

export async function setAntiPhishingCode(deps: ModuleDeps, caller: Caller, code: string): Promise<void> {
  await saveUserSecurity(deps.db, caller.userId, { anti_phishing_code: code }, deps.clock());
  const user = await currentUser(deps.db, caller.userId);
  await concludeSecurityChange(
    deps,
    { user, sessionId: caller.sessionId, lang: caller.lang },
    { kind: 'security_anti_phishing_set', mailKey: 'security_mail_anti_phishing_set' },
  );
}

/** AB****YZ: the centre shows that a code is set without showing it to whoever holds the phone. */
export function maskAntiPhishingCode(code: string): string {
  return `${code.slice(0, 2)}${'*'.repeat(Math.max(code.length - 3, 1))}${code.slice(-1)}`;
}
