// Factories of the seconds-option tests: a user with USDT in the micro account, placing an option,
// and reading back the balances and ledger lines an option moved.
import { expect } from 'vitest';
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import { toAtoms } from '@platform/shared/money';
import type { TOptionOrder } from '@platform/shared/schemas/option';
import { PLATFORM_ACCOUNT } from '@platform/engine/ledger';
import type { Db } from '../src/db/database.ts';
import type { TestApp } from './harness.ts';
import { creditDeposit, registerUser, userIdOf } from './helpers.ts';

export const USDT = 3;

export type OptionUser = { token: string; userId: number };

/** A registered user holding `micro` USDT in the micro (options) account. */
export async function optionUser(t: TestApp, micro: string): Promise<OptionUser> {
  const { email, token } = await registerUser(t);
  const userId = await userIdOf(t, email);
  await creditDeposit(t, { userId, coinId: USDT, accountType: ACCOUNT_TYPE.micro, amountAtoms: toAtoms(micro) });
  return { token, userId };
}

export type OptionOrderInput = { match_id: number; type: 'up' | 'down'; seconds: number; number: string; currency_id?: number };

export async function submitOption(t: TestApp, user: OptionUser, order: OptionOrderInput) {
  return t.call<TOptionOrder>('microtrade/submit', {
    method: 'POST',
    token: user.token,
    body: { currency_id: USDT, ...order },
  });
}

/** Places an option that must be accepted. */
export async function placeOption(t: TestApp, user: OptionUser, order: OptionOrderInput): Promise<TOptionOrder> {
  const placed = await submitOption(t, user, order);
  expect(placed.body.code).toBeUndefined();
  expect(placed.body.type).toBe('ok');
  return placed.body.message;
}

export async function resultOf(t: TestApp, user: OptionUser, id: number): Promise<TOptionOrder> {
  const answer = await t.call<TOptionOrder>('microtrade/get_result', { token: user.token, body: { id } });
  expect(answer.body.type).toBe('ok');
  return answer.body.message;
}

/** The user's micro-account USDT, in atoms. */
export async function microUsdt(db: Db, userId: number): Promise<{ availableAtoms: bigint; frozenAtoms: bigint }> {
  const row = await db
    .selectFrom('balances')
    .select(['available_atoms', 'frozen_atoms'])
    .where('owner', '=', String(userId))
    .where('coin_id', '=', USDT)
    .where('account_type', '=', ACCOUNT_TYPE.micro)
    .executeTakeFirst();
  return { availableAtoms: row?.available_atoms ?? 0n, frozenAtoms: row?.frozen_atoms ?? 0n };
}

export async function optionsPoolUsdt(db: Db): Promise<bigint> {
  const row = await db
    .selectFrom('balances')
    .select('available_atoms')
    .where('owner', '=', PLATFORM_ACCOUNT.optionsPool)
    .where('coin_id', '=', USDT)
    .executeTakeFirst();
  return row?.available_atoms ?? 0n;
}

/** The ledger lines of one option: owner, bucket, amount and reason, in the order written. */
export async function optionLedgerLines(db: Db, optionId: number) {
  return db
    .selectFrom('ledger_entries')
    .innerJoin('balances', 'balances.id', 'ledger_entries.balance_id')
    .select([
      'balances.owner',
      'ledger_entries.bucket',
      'ledger_entries.amount_atoms',
      'ledger_entries.reason',
      'ledger_entries.transfer_id',
    ])
    .where('ledger_entries.record_type', '=', 'option_order')
    .where('ledger_entries.record_id', '=', String(optionId))
    .orderBy('ledger_entries.id')
    .execute();
}
