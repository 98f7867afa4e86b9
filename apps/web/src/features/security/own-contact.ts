// The user's own contact, where the codes of a password change go: email first, else the phone
// (the server's rule, account/service.ts ownAccount).
import type { TUser } from '@platform/shared/schemas/account';

export type OwnContact = { kind: 'email'; email: string } | { kind: 'phone'; phone: string; areaCode: string };

export function ownContactOf(user: TUser): OwnContact | null {
  if (user.email) return { kind: 'email', email: user.email };
  if (user.phone) return { kind: 'phone', phone: user.phone, areaCode: user.area_code };
  return null;
}

/** ab***@example.com, +86 138****78: enough to recognise where the code goes. */
export function maskContact(contact: OwnContact): string {
  if (contact.kind === 'email') {
    const [name = '', domain = ''] = contact.email.split('@');
    return `${name.slice(0, 2)}***@${domain}`;
  }
  return `+${contact.areaCode} ${contact.phone.slice(0, 3)}****${contact.phone.slice(-2)}`;
}
