// Proves the ledger writer's promises on both databases: of many concurrent transfers exactly the
// affordable ones commit and each refused one changes nothing; a unit that fails between two others
// is undone alone while they commit (on SQLite inside the same transaction); nobody is answered
// before their movement is visible to other connections; and on SQLite a batch whose COMMIT fails
// refuses every unit in it and keeps none of their writes.
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { ACCOUNT_TYPE, type AccountTypeId } from '@platform/shared/constants';
import { toAtoms } from '@platform/shared/money';
import { accountTransfer, userOwner } from '@platform/engine/ledger';
import { createDb, type Db } from '../src/db/database.ts';
import { AppError } from '../src/http/errors.ts';
import { balancesOf, postTransferIn } from '../src/ledger/ledger.ts';
import { writeLedgerUnit, type LedgerUnit } from '../src/ledger/ledger-writer.ts';
import { transferBetweenAccounts, type TransferDeps } from '../src/modules/wallet/transfer-service.ts';
import { describeEachDialect, type TestApp } from './harness.ts';
import { creditDeposit, insertUser } from './helpers.ts';

const USDT = 3;
const { legal, change, micro } = ACCOUNT_TYPE;

function depsOf(t: TestApp): TransferDeps {
  return { db: t.db, dialect: t.dialect, io: t.app.io, clock: t.clock.now };
}

async function fundedUser(t: TestApp, legalAmount: string): Promise<number> {
  const userId = await insertUser(t);
  await creditDeposit(t, { userId, coinId: USDT, accountType: legal, amountAtoms: toAtoms(legalAmount) });
  return userId;
}

/** The user's USDT holdings per account type, available only, as decimal atoms text. */
async function usdtOf(t: TestApp, userId: number): Promise<Record<number, string>> {
  const balances = await balancesOf(t.db, userId);
  return Object.fromEntries(balances.filter((row) => row.coinId === USDT).map((row) => [row.accountType, String(row.availableAtoms)]));
}

async function transferIdsOf(t: TestApp, userId: number): Promise<number[]> {
  const rows = await t.db.selectFrom('account_transfers').select('id').where('user_id', '=', userId).orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** Ledger lines per transfer record of the user's transfers; a record without its two lines is a half-written movement. */
async function linesPerTransfer(t: TestApp, userId: number): Promise<Map<string, number>> {
  const rows = await t.db
    .selectFrom('ledger_entries')
    .innerJoin('balances', 'balances.id', 'ledger_entries.balance_id')
    .select(['ledger_entries.record_id', (eb) => eb.fn.countAll<number>().as('lines')])
    .where('ledger_entries.record_type', '=', 'transfer')
    .where('balances.owner', '=', userOwner(userId))
    .groupBy('ledger_entries.record_id')
    .execute();
  return new Map(rows.map((row) => [row.record_id, Number(row.lines)]));
}

/** A transfer's record and its movement, as the transfer service writes them; `onInserted` sees the record id. */
function transferUnit(
  t: TestApp,
  userId: number,
  move: { amount: string; from: AccountTypeId; to: AccountTypeId },
  onInserted: (id: number) => void = () => undefined,
): LedgerUnit<number> {
  return async (trx) => {
    const amountAtoms = toAtoms(move.amount);
    const now = t.clock.now();
    const row = await trx
      .insertInto('account_transfers')
      .values({
        user_id: userId,
        currency_id: USDT,
        from_account_type: move.from,
        to_account_type: move.to,
        amount_atoms: amountAtoms,
        fee_atoms: 0n,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    onInserted(row.id);
    await postTransferIn(trx, {
      postings: accountTransfer({ userId, coinId: USDT, fromAccountType: move.from, toAccountType: move.to, amountAtoms, feeAtoms: 0n }),
      reason: 'account_transfer',
      record: { type: 'transfer', id: String(row.id) },
      now,
    });
    return row.id;
  };
}

async function committedTransfer(observer: Db, id: number): Promise<boolean> {
  return (await observer.selectFrom('account_transfers').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

function textKeyOf(outcome: PromiseSettledResult<unknown>): string {
  if (outcome.status === 'fulfilled') return 'ok';
  return outcome.reason instanceof AppError ? outcome.reason.textKey : String(outcome.reason);
}

describeEachDialect('ledger writer', (ctx) => {
  it('lets exactly the affordable ones of 40 concurrent transfers through, and each refused one changes nothing', async () => {
    const t = ctx();
    const short = await fundedUser(t, '100');
    const rich = await fundedUser(t, '1000');
    // Interleaved, so refusals of the short user sit between the rich user's transfers in the same batches.
    const owners = Array.from({ length: 40 }, (_, index) => (index % 2 === 0 ? short : rich));
    const outcomes = await Promise.allSettled(
      owners.map((userId) => transferBetweenAccounts(depsOf(t), userId, { coinId: USDT, amount: '7', from: legal, to: change })),
    );
    const of = (userId: number) => outcomes.filter((_, index) => owners[index] === userId);

    expect(of(short).map(textKeyOf).sort()).toEqual([...Array(14).fill('ok'), ...Array(6).fill('insufficient_balance')].sort());
    expect(of(rich).map(textKeyOf)).toEqual(Array(20).fill('ok'));
    expect(await usdtOf(t, short)).toEqual({ [legal]: String(toAtoms('2')), [change]: String(toAtoms('98')) });
    expect(await usdtOf(t, rich)).toEqual({ [legal]: String(toAtoms('860')), [change]: String(toAtoms('140')) });
    for (const userId of [short, rich]) {
      const answeredIds = of(userId).flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value.id] : []));
      const storedIds = await transferIdsOf(t, userId);
      expect(storedIds).toEqual(answeredIds.sort((a, b) => a - b));
      const lines = await linesPerTransfer(t, userId);
      expect(storedIds.map((id) => lines.get(String(id)))).toEqual(storedIds.map(() => 2));
      expect(lines.size).toBe(storedIds.length);
    }
  });

  it('undoes a unit that fails between two others alone, and answers each only once it is committed', async () => {
    const t = ctx();
    const userId = await fundedUser(t, '10');
    // A second connection sees only what has committed.
    const { db: observer } = createDb(t.config.databaseUrl);
    try {
      let firstId = 0;
      let firstCommittedWhenLastRan: boolean | undefined;
      const first = writeLedgerUnit(
        t,
        transferUnit(t, userId, { amount: '4', from: legal, to: change }, (id) => (firstId = id)),
      );
      // Writes its record and creates the micro balance row before its debit is refused: all of it must go.
      const middle = writeLedgerUnit(t, transferUnit(t, userId, { amount: '50', from: legal, to: micro }));
      const last = writeLedgerUnit(t, async (trx) => {
        firstCommittedWhenLastRan = await committedTransfer(observer, firstId);
        return transferUnit(t, userId, { amount: '3', from: legal, to: change })(trx);
      });
      const committedWhenAnswered = (answer: Promise<number>) => answer.then((id) => committedTransfer(observer, id));
      const outcomes = await Promise.allSettled([committedWhenAnswered(first), middle, committedWhenAnswered(last)]);

      expect(outcomes.map(textKeyOf)).toEqual(['ok', 'insufficient_balance', 'ok']);
      expect(outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : null))).toEqual([true, null, true]);
      // On SQLite the three shared one transaction: the failing unit really ran in the middle of a batch.
      if (t.dialect === 'sqlite') expect(firstCommittedWhenLastRan).toBe(false);
      expect(await usdtOf(t, userId)).toEqual({ [legal]: String(toAtoms('3')), [change]: String(toAtoms('7')) });
      const storedIds = await transferIdsOf(t, userId);
      expect(storedIds).toHaveLength(2);
      const lines = await linesPerTransfer(t, userId);
      expect([...lines.keys()].sort()).toEqual(storedIds.map(String).sort());
    } finally {
      await observer.destroy();
    }
  });

  it('refuses every unit of a batch whose commit fails, keeps none of their writes, and writes the next batch', async (test) => {
    const t = ctx();
    // PostgreSQL writes each unit in its own transaction: there is no shared commit to fail.
    if (t.dialect !== 'sqlite') test.skip();
    const userId = await fundedUser(t, '10');
    const before = await usdtOf(t, userId);
    // A foreign key checked only at COMMIT: every unit succeeds, then the commit of their batch fails.
    const poison: LedgerUnit<void> = async (trx) => {
      await sql`pragma defer_foreign_keys = on`.execute(trx);
      await trx
        .insertInto('account_transfers')
        .values({
          user_id: 2_000_000_000,
          currency_id: USDT,
          from_account_type: legal,
          to_account_type: change,
          amount_atoms: 1n,
          fee_atoms: 0n,
          created_at: t.clock.now(),
        })
        .execute();
    };
    const outcomes = await Promise.allSettled([
      writeLedgerUnit(t, transferUnit(t, userId, { amount: '2', from: legal, to: change })),
      writeLedgerUnit(t, poison),
      writeLedgerUnit(t, transferUnit(t, userId, { amount: '3', from: legal, to: change })),
    ]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    for (const outcome of outcomes) if (outcome.status === 'rejected') expect(String(outcome.reason)).toMatch(/FOREIGN KEY/);
    expect(await usdtOf(t, userId)).toEqual(before);
    expect(await transferIdsOf(t, userId)).toEqual([]);
    expect((await linesPerTransfer(t, userId)).size).toBe(0);

    const next = await transferBetweenAccounts(depsOf(t), userId, { coinId: USDT, amount: '5', from: legal, to: change });
    expect(await transferIdsOf(t, userId)).toEqual([next.id]);
  });

  it('never remembers the id of a balance row whose transaction rolled back, even when the id is given again', async () => {
    const t = ctx();
    const [first, second] = [await insertUser(t), await insertUser(t)];
    // The first user's balance row is created, then its transaction rolls back: the row and its id are gone.
    await expect(
      t.db.transaction().execute(async (trx) => {
        await postTransferIn(trx, {
          postings: accountTransfer({ userId: first, coinId: USDT, fromAccountType: change, toAccountType: micro, amountAtoms: 1n }),
          reason: 'account_transfer',
          record: { type: 'test', id: 'rolled-back' },
          now: t.clock.now(),
        });
      }),
    ).rejects.toThrow(AppError);
    // The next new balances may get the same ids; each must land on its own owner.
    await creditDeposit(t, { userId: second, coinId: USDT, accountType: change, amountAtoms: toAtoms('7') });
    await creditDeposit(t, { userId: first, coinId: USDT, accountType: change, amountAtoms: toAtoms('3') });
    await creditDeposit(t, { userId: second, coinId: USDT, accountType: change, amountAtoms: toAtoms('1') });
    const available = async (userId: number) => (await balancesOf(t.db, userId)).map((row) => `${row.accountType}: ${row.availableAtoms}`);
    expect(await available(first)).toEqual([`${change}: ${toAtoms('3')}`]);
    expect(await available(second)).toEqual([`${change}: ${toAtoms('8')}`]);
  });
});
