// Proves the ledger core on both databases: movements change balances as posted and keep
// `ledger:check` clean, an overdraw is refused with the translated text and changes nothing,
// concurrent debits never overdraw, and a balance tampered with in SQL is reported.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { sql } from 'kysely';
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import { PLATFORM_ACCOUNT, accountTransfer, freeze, unfreeze } from '@platform/engine/ledger';
import { AppError } from '../src/http/errors.ts';
import { loadTranslator } from '../src/http/translate.ts';
import { balancesOf, postTransfer } from '../src/ledger/ledger.ts';
import { checkLedger } from '../src/ledger/ledger-check.ts';
import { describeEachDialect, type TestApp } from './harness.ts';
import { creditDeposit, insertUser } from './helpers.ts';

const USDT = 3;
const BTC = 1;
const { legal, change } = ACCOUNT_TYPE;
const record = (id: string) => ({ type: 'test', id });

/** A user of its own per test. */
const newUserId = (t: TestApp) => insertUser(t);

async function deposit(t: TestApp, userId: number, amountAtoms: bigint, coinId = USDT) {
  return creditDeposit(t, { userId, coinId, accountType: legal, amountAtoms });
}

async function expectLedgerHealthy(t: TestApp) {
  const report = await checkLedger(t.db);
  expect(report.problems).toEqual([]);
}

async function snapshot(t: TestApp) {
  const balances = await t.db.selectFrom('balances').selectAll().orderBy('id').execute();
  const entries = await t.db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return { balances, entries: Number(entries.count) };
}

async function platformAvailable(t: TestApp, owner: string, coinId: number): Promise<bigint> {
  const row = await t.db
    .selectFrom('balances')
    .select('available_atoms')
    .where('owner', '=', owner)
    .where('coin_id', '=', coinId)
    .executeTakeFirst();
  return row?.available_atoms ?? 0n;
}

describeEachDialect('wallet ledger', (ctx) => {
  it('a deposit, a freeze and unfreeze, and a transfer between account types move balances as posted', async () => {
    const t = ctx();
    const userId = await newUserId(t);
    const inTransitBefore = await platformAvailable(t, PLATFORM_ACCOUNT.depositsInTransit, USDT);
    const feesBefore = await platformAvailable(t, PLATFORM_ACCOUNT.fees, USDT);
    await deposit(t, userId, 100n);
    const held = { userId, coinId: USDT, accountType: legal, amountAtoms: 30n };
    await postTransfer(t.db, { postings: freeze(held), reason: 'withdrawal_freeze', record: record('w1'), now: t.clock.now() });
    await postTransfer(t.db, {
      postings: unfreeze({ ...held, amountAtoms: 10n }),
      reason: 'withdrawal_reject',
      record: record('w1'),
      now: t.clock.now(),
    });
    const { transferId } = await postTransfer(t.db, {
      postings: accountTransfer({ userId, coinId: USDT, fromAccountType: legal, toAccountType: change, amountAtoms: 50n, feeAtoms: 1n }),
      reason: 'account_transfer',
      record: record('t1'),
      now: t.clock.now(),
    });

    expect(await balancesOf(t.db, userId)).toEqual([
      { coinId: USDT, accountType: legal, availableAtoms: 30n, frozenAtoms: 20n },
      { coinId: USDT, accountType: change, availableAtoms: 49n, frozenAtoms: 0n },
    ]);
    expect(await platformAvailable(t, PLATFORM_ACCOUNT.depositsInTransit, USDT)).toBe(inTransitBefore - 100n);
    expect(await platformAvailable(t, PLATFORM_ACCOUNT.fees, USDT)).toBe(feesBefore + 1n);
    const lines = await t.db.selectFrom('ledger_entries').selectAll().where('transfer_id', '=', transferId).execute();
    expect(lines.map((line) => line.amount_atoms).sort()).toEqual([-50n, 1n, 49n].sort());
    expect(lines.every((line) => line.reason === 'account_transfer' && line.record_type === 'test' && line.record_id === 't1')).toBe(true);
    await expectLedgerHealthy(t);
  });

  it('refuses an overdraw with the translated text and changes nothing, even after an earlier line applied', async () => {
    const t = ctx();
    const userId = await newUserId(t);
    await deposit(t, userId, 5n, BTC);
    await postTransfer(t.db, {
      postings: accountTransfer({ userId, coinId: BTC, fromAccountType: legal, toAccountType: change, amountAtoms: 2n, feeAtoms: 1n }),
      reason: 'account_transfer',
      record: record('t2'),
      now: t.clock.now(),
    });
    const before = await snapshot(t);

    const attempts = [
      accountTransfer({ userId, coinId: BTC, fromAccountType: legal, toAccountType: change, amountAtoms: 4n, feeAtoms: 1n }),
      freeze({ userId, coinId: BTC, accountType: legal, amountAtoms: 4n }),
      // Lines apply in balance-id then bucket order, so this credits available before its frozen debit fails: the rollback must undo it.
      unfreeze({ userId, coinId: BTC, accountType: legal, amountAtoms: 1n }),
    ];
    const translate = await loadTranslator();
    for (const postings of attempts) {
      const error = await postTransfer(t.db, { postings, reason: 'overdraw', record: record('x'), now: t.clock.now() }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).textKey).toBe('insufficient_balance');
      expect(translate('en', (error as AppError).textKey)).toBe('Insufficient Balance');
      expect(translate('zh', (error as AppError).textKey)).toBe('余额不足');
    }
    expect(await snapshot(t)).toEqual(before);
    await expectLedgerHealthy(t);
  });

  it('20 concurrent debits of 10 against 100 succeed exactly 10 times and leave 0, never negative', async () => {
    const t = ctx();
    const userId = await newUserId(t);
    await deposit(t, userId, 100n);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        postTransfer(t.db, {
          postings: accountTransfer({ userId, coinId: USDT, fromAccountType: legal, toAccountType: change, amountAtoms: 10n }),
          reason: 'account_transfer',
          record: record(`race-${i}`),
          now: t.clock.now(),
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused.every((result) => result.reason instanceof AppError && result.reason.textKey === 'insufficient_balance')).toBe(true);
    expect(await balancesOf(t.db, userId)).toEqual([
      { coinId: USDT, accountType: legal, availableAtoms: 0n, frozenAtoms: 0n },
      { coinId: USDT, accountType: change, availableAtoms: 100n, frozenAtoms: 0n },
    ]);
    await expectLedgerHealthy(t);
  });

  it('the database refuses a negative user balance even when the code is bypassed', async () => {
    const t = ctx();
    const userId = await newUserId(t);
    await deposit(t, userId, 1n);
    await expect(t.db.updateTable('balances').set({ available_atoms: -1n }).where('owner', '=', String(userId)).execute()).rejects.toThrow(
      /check/i,
    );
  });

  it('ledger:check reports a balance tampered with in SQL, and the command exits 1 then 0', async () => {
    const t = ctx();
    const userId = await newUserId(t);
    await deposit(t, userId, 7n);
    expect(await runLedgerCheck(t)).toMatchObject({ code: 0, stdout: expect.stringMatching(/^ledger ok: \d+ balances, \d+ entries/) });

    const tamper = (deltaAtoms: bigint) =>
      t.db
        .updateTable('balances')
        .set({ available_atoms: sql`available_atoms + ${deltaAtoms}` })
        .where('owner', '=', String(userId))
        .execute();
    await tamper(1n);
    const report = await checkLedger(t.db);
    expect(report.problems).toEqual([
      { kind: 'balance_not_matching_entries', coinId: USDT, message: expect.stringMatching(/available 8 vs entries 7/) },
    ]);
    const failed = await runLedgerCheck(t);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/balance_not_matching_entries/);

    await tamper(-1n);
    await expectLedgerHealthy(t);
  });
});

/** Runs `npm run ledger:check`'s script against the test database, as an operator would. */
async function runLedgerCheck(t: TestApp): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)('npx', ['tsx', 'apps/server/src/cli/ledger-check.ts'], {
      env: { ...process.env, DATABASE_URL: t.config.databaseUrl },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}
