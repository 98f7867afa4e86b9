// Proves a money-moving call is carried out at most once per user and Idempotency-Key, on both
// databases: a retry answers the first result (success or refusal) and moves nothing more, the same
// key with other parameters or a malformed key is refused, two requests racing with one key move
// money once, two users' keys never collide, and a key is free again after its retention.
import { expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import { toAtoms } from '@platform/shared/money';
import type { TTransfer } from '@platform/shared/schemas/wallet';
import { IDEMPOTENCY_RETENTION_MS } from '../src/http/idempotency.ts';
import { balancesOf } from '../src/ledger/ledger.ts';
import { describeEachDialect, type TestApp } from './harness.ts';
import { creditDeposit, registerUser, userIdOf } from './helpers.ts';

const USDT = 3;
const { legal, change } = ACCOUNT_TYPE;

type Answer = { replayed: boolean; body: { type: unknown; message: unknown; code?: string } };

let keys = 0;
/** A fresh valid key per call site, as a client makes one per user action. */
function newKey(): string {
  keys += 1;
  return `test-${Date.now().toString(36)}-${keys}`;
}

/** user/Transfer with an Idempotency-Key, answering whether the server replayed it. */
async function transfer(t: TestApp, token: string, key: string, number: string, toField: number = change): Promise<Answer> {
  const response = await fetch(`${t.baseUrl}/api/user/Transfer`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': key },
    body: new URLSearchParams({ currency_id: String(USDT), number, from_field: String(legal), to_field: String(toField) }).toString(),
  });
  return { replayed: response.headers.get('idempotent-replayed') === 'true', body: (await response.json()) as Answer['body'] };
}

async function fundedUser(t: TestApp, amount: string) {
  const { email, token } = await registerUser(t);
  const userId = await userIdOf(t, email);
  await creditDeposit(t, { userId, coinId: USDT, accountType: legal, amountAtoms: toAtoms(amount) });
  return { token, userId };
}

/** The user's USDT in the legal and change accounts, in atoms. */
async function usdtOf(t: TestApp, userId: number): Promise<[bigint, bigint]> {
  const balances = await balancesOf(t.db, userId);
  const of = (accountType: number) =>
    balances.find((balance) => balance.coinId === USDT && balance.accountType === accountType)?.availableAtoms ?? 0n;
  return [of(legal), of(change)];
}

async function transfersOf(t: TestApp, userId: number): Promise<number> {
  const rows = await t.db.selectFrom('account_transfers').select('id').where('user_id', '=', userId).execute();
  return rows.length;
}

describeEachDialect(
  'idempotent money-moving calls',
  (ctx) => {
    it('answers a retry with the first result, marked as replayed, and moves the money once', async () => {
      const t = ctx();
      const { token, userId } = await fundedUser(t, '100');
      const key = newKey();
      const first = await transfer(t, token, key, '30');
      expect(first).toMatchObject({ replayed: false, body: { type: 'ok' } });
      const retry = await transfer(t, token, key, '30');
      expect(retry).toEqual({ replayed: true, body: first.body });
      expect((retry.body.message as TTransfer).id).toBe((first.body.message as TTransfer).id);
      expect(await usdtOf(t, userId)).toEqual([toAtoms('70'), toAtoms('30')]);
      expect(await transfersOf(t, userId)).toBe(1);
    });

    it('refuses the same key with other parameters and moves nothing', async () => {
      const t = ctx();
      const { token, userId } = await fundedUser(t, '100');
      const key = newKey();
      expect((await transfer(t, token, key, '10')).body.type).toBe('ok');
      const otherAmount = await transfer(t, token, key, '11');
      expect(otherAmount.body).toMatchObject({
        type: 'error',
        code: 'idempotency_key_reused',
        message: 'This request key was already used for a different request',
      });
      expect((await transfer(t, token, key, '10', 4)).body).toMatchObject({ code: 'idempotency_key_reused' });
      expect(await usdtOf(t, userId)).toEqual([toAtoms('90'), toAtoms('10')]);
    });

    it('moves money once when two requests with the same key race', async () => {
      const t = ctx();
      const { token, userId } = await fundedUser(t, '100');
      for (let round = 0; round < 3; round += 1) {
        const key = newKey();
        const answers = await Promise.all([transfer(t, token, key, '5'), transfer(t, token, key, '5')]);
        const fresh = answers.filter((answer) => answer.body.type === 'ok' && !answer.replayed);
        expect(fresh).toHaveLength(1);
        for (const answer of answers.filter((candidate) => candidate !== fresh[0])) {
          if (answer.replayed) expect(answer.body).toEqual(fresh[0]?.body);
          else expect(answer.body).toMatchObject({ type: 'error', code: 'idempotency_in_progress' });
        }
      }
      expect(await usdtOf(t, userId)).toEqual([toAtoms('85'), toAtoms('15')]);
      expect(await transfersOf(t, userId)).toBe(3);
    });

    it('replays a refused first attempt as the same refusal, even once the money is there', async () => {
      const t = ctx();
      const { token, userId } = await fundedUser(t, '10');
      const key = newKey();
      const first = await transfer(t, token, key, '50');
      expect(first.body).toMatchObject({ type: 'error', code: 'insufficient_balance', message: 'Insufficient Balance' });
      await creditDeposit(t, { userId, coinId: USDT, accountType: legal, amountAtoms: toAtoms('100') });
      const retry = await transfer(t, token, key, '50');
      expect(retry).toEqual({ replayed: true, body: first.body });
      expect(await usdtOf(t, userId)).toEqual([toAtoms('110'), 0n]);
      // A new key is a new request, and now it can be afforded.
      expect((await transfer(t, token, newKey(), '50')).body.type).toBe('ok');
    });

    it("keeps two users' keys apart: the same key moves each user's own money", async () => {
      const t = ctx();
      const alice = await fundedUser(t, '20');
      const bob = await fundedUser(t, '20');
      const key = newKey();
      const forAlice = await transfer(t, alice.token, key, '3');
      const forBob = await transfer(t, bob.token, key, '4');
      expect([forAlice.replayed, forBob.replayed, forAlice.body.type, forBob.body.type]).toEqual([false, false, 'ok', 'ok']);
      expect((forAlice.body.message as TTransfer).id).not.toBe((forBob.body.message as TTransfer).id);
      expect(await usdtOf(t, alice.userId)).toEqual([toAtoms('17'), toAtoms('3')]);
      expect(await usdtOf(t, bob.userId)).toEqual([toAtoms('16'), toAtoms('4')]);
    });

    it('refuses a malformed key before anything moves', async () => {
      const t = ctx();
      const { token, userId } = await fundedUser(t, '20');
      for (const key of ['x', 'has spaces in it', 'k'.repeat(65)]) {
        const answer = await transfer(t, token, key, '1');
        expect(answer.body).toMatchObject({ type: 'error', code: 'idempotency_key_invalid', message: 'The request key is not valid' });
      }
      expect(await usdtOf(t, userId)).toEqual([toAtoms('20'), 0n]);
      expect(await transfersOf(t, userId)).toBe(0);
    });

    it('frees a key after its retention: 49 hours later the same key is a new request', async () => {
      const t = ctx();
      const { token, userId } = await fundedUser(t, '20');
      const key = newKey();
      const first = await transfer(t, token, key, '2');
      expect(first.body.type).toBe('ok');
      t.clock.advance(IDEMPOTENCY_RETENTION_MS - 3_600_000);
      expect(await transfer(t, token, key, '2')).toMatchObject({ replayed: true });
      t.clock.advance(2 * 3_600_000);
      const later = await transfer(t, token, key, '2');
      expect(later).toMatchObject({ replayed: false, body: { type: 'ok' } });
      expect((later.body.message as TTransfer).id).not.toBe((first.body.message as TTransfer).id);
      expect(await usdtOf(t, userId)).toEqual([toAtoms('16'), toAtoms('4')]);
    });
  },
  { marketTickMs: 3_600_000, codeSendsPerMinute: 1000, passwordCallsPerMinute: 1000 },
);
