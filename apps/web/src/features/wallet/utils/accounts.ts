// The four account types of SPEC.md section 3, in their listed order, and how a page names them.
import { ACCOUNT_TYPE, type AccountTypeId } from '@platform/shared/constants';

export const ACCOUNT_IDS: readonly AccountTypeId[] = [ACCOUNT_TYPE.legal, ACCOUNT_TYPE.change, ACCOUNT_TYPE.lever, ACCOUNT_TYPE.micro];

export function isAccountId(value: unknown): value is AccountTypeId {
  return typeof value === 'number' && (ACCOUNT_IDS as readonly number[]).includes(value);
}

/** '2' -> 2 when it names an account type, else null. */
export function parseAccountId(text: string | null): AccountTypeId | null {
  if (text === null || !/^\d$/.test(text)) return null;
  const id = Number(text);
  return isAccountId(id) ? id : null;
}

/** The text key of an account's short name in the wallet namespace ('account.2': "Coin"), for tabs. */
export const accountKey = (id: number): string => `account.${id}`;

/** The text key of an account's full name ('accountName.2': "Coin account"), where it stands alone. */
export const accountNameKey = (id: number): string => `accountName.${id}`;
