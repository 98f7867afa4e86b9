// Crypto-backed loans on scripted prices (manual feed) and a driven clock: borrowing moves the
// collateral into the collateral account and the USDT out of the lending pool; each loan-hour's
// interest is charged exactly once, also across a restart; a repayment pays interest first and a
// full one releases the collateral; crossing the margin-call LTV sends one notice; reaching the
// liquidation LTV liquidates at that tick's price and names its seq. Bad input is refused with its
// text and changes nothing; the back office edits parameters (audited) that never touch open loans.
import { expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import { toAtoms } from '@platform/shared/money';
import type { TAdminLoanParams, TLoan, TLoanProduct, TLoanSummary } from '@platform/shared/schemas/loan';
import { PLATFORM_ACCOUNT } from '@platform/engine/ledger';
import { buildApp } from '../src/app.ts';
import { createDb, type Db } from '../src/db/database.ts';
import { loadTranslator } from '../src/http/translate.ts';
import { createMailer } from '../src/notify/mailer.ts';
import { checkLedger } from '../src/ledger/ledger-check.ts';
import { DIALECTS, describeEachDialect, dropPostgresDatabase, startTestApp, type TestApp } from './harness.ts';
import { creditDeposit, loginAdmin, pushPrices, registerUser, userIdOf } from './helpers.ts';

const BTC = 1;
const ETH = 2;
const USDT = 3;
const HOUR_MS = 3_600_000;

type LoanUser = { token: string; userId: number };

async function loanUser(t: TestApp, funds: { btc?: string; eth?: string; usdt?: string }): Promise<LoanUser> {
  const { email, token } = await registerUser(t);
  const userId = await userIdOf(t, email);
  const credit = async (coinId: number, amount: string | undefined) => {
    if (amount) await creditDeposit(t, { userId, coinId, accountType: ACCOUNT_TYPE.change, amountAtoms: toAtoms(amount) });
  };
  await credit(BTC, funds.btc);
  await credit(ETH, funds.eth);
  await credit(USDT, funds.usdt);
  return { token, userId };
}

async function coinBalance(db: Db, owner: string, coinId: number, accountType: number = ACCOUNT_TYPE.change): Promise<bigint> {
  const row = await db
    .selectFrom('balances')
    .select('available_atoms')
    .where('owner', '=', owner)
    .where('coin_id', '=', coinId)
    .where('account_type', '=', accountType)
    .executeTakeFirst();
  return row?.available_atoms ?? 0n;
}

const platformBalance = (db: Db, owner: string, coinId: number) => coinBalance(db, owner, coinId, ACCOUNT_TYPE.legal);

function borrowCall(t: TestApp, user: LoanUser, body: Record<string, string | number>, lang?: string, headers?: Record<string, string>) {
  return t.call<TLoan>('loan/borrow', {
    method: 'POST',
    token: user.token,
    body,
    ...(lang ? { lang } : {}),
    ...(headers ? { headers } : {}),
  });
}

async function borrowOk(t: TestApp, user: LoanUser, coinId: number, collateral: string, amount: string): Promise<TLoan> {
  const answer = await borrowCall(t, user, { collateral_currency_id: coinId, collateral_amount: collateral, borrow_amount: amount });
  expect(answer.body.code).toBeUndefined();
  return answer.body.message;
}

function repayCall(t: TestApp, user: LoanUser, id: number, amount: string, lang?: string) {
  return t.call<TLoan>('loan/repay', { method: 'POST', token: user.token, body: { id, amount }, ...(lang ? { lang } : {}) });
}

async function loanOf(t: TestApp, user: LoanUser, id: number): Promise<TLoan> {
  const answer = await t.call<TLoan>('loan/detail', { token: user.token, body: { id } });
  expect(answer.body.code).toBeUndefined();
  return answer.body.message;
}

async function noticesOf(db: Db, userId: number, kind: string) {
  return db.selectFrom('notifications').select(['kind', 'params', 'link']).where('user_id', '=', userId).where('kind', '=', kind).execute();
}

async function interestRows(db: Db, loanId: number) {
  return db
    .selectFrom('loan_interest')
    .select(['hour', 'interest_atoms', 'debt_atoms'])
    .where('loan_id', '=', loanId)
    .orderBy('hour')
    .execute();
}

/** Closes the user's open loan so later tests' prices do not act on it. */
async function repayAll(t: TestApp, user: LoanUser, id: number): Promise<void> {
  const loan = await loanOf(t, user, id);
  if (loan.status !== 'open') return;
  await creditDeposit(t, { userId: user.userId, coinId: USDT, accountType: ACCOUNT_TYPE.change, amountAtoms: toAtoms(loan.debt) });
  expect((await repayCall(t, user, id, loan.debt)).body.code).toBeUndefined();
}

describeEachDialect(
  'crypto-backed loans',
  (ctx) => {
    it('publishes the parameters per collateral coin with the last recorded price and the user balance', async () => {
      const t = ctx();
      const { 'BTC/USDT': seq } = await pushPrices(t, { 'BTC/USDT': '100000', 'ETH/USDT': '4000' });
      const user = await loanUser(t, { btc: '1.5' });
      const config = await t.call<TLoanProduct[]>('loan/config', { token: user.token });
      expect(config.body.message.map((product) => product.collateral_name)).toEqual(['BTC', 'ETH']);
      expect(config.body.message[0]).toMatchObject({
        collateral_currency_id: BTC,
        borrow_name: 'USDT',
        initial_ltv: '65',
        margin_call_ltv: '75',
        liquidation_ltv: '83',
        hourly_rate: '0.00114',
        liquidation_fee: '2',
        price: '100000',
        price_tick_seq: seq,
        available: '1.5',
      });
      const anonymous = await t.call<TLoanProduct[]>('loan/config');
      expect(anonymous.body.message[0]?.available).toBe('0');
    });

    it('borrows at the initial LTV: collateral to the collateral account, USDT from the lending pool, one loan per idempotency key', async () => {
      const t = ctx();
      const { 'BTC/USDT': seq } = await pushPrices(t, { 'BTC/USDT': '100000' });
      const user = await loanUser(t, { btc: '2' });
      const owner = String(user.userId);
      const poolBefore = await platformBalance(t.db, PLATFORM_ACCOUNT.lendingPool, USDT);
      const heldBefore = await platformBalance(t.db, PLATFORM_ACCOUNT.loanCollateral, BTC);
      const headers = { 'idempotency-key': `loan-${user.userId}-borrow` };
      const body = { collateral_currency_id: BTC, collateral_amount: '1', borrow_amount: '60000' };
      const first = await borrowCall(t, user, body, undefined, headers);
      const again = await borrowCall(t, user, body, undefined, headers);
      expect(first.body.code).toBeUndefined();
      expect(again.body.message.id).toBe(first.body.message.id);
      expect(first.body.message).toMatchObject({
        status: 'open',
        collateral_name: 'BTC',
        symbol: 'BTC/USDT',
        collateral_amount: '1',
        borrowed: '60000',
        debt: '60000',
        ltv: '60',
        open_tick_seq: seq,
        open_price: '100000',
        // 60000 / (1 x 0.83)
        liquidation_price: '72289.1566265',
      });
      expect(await coinBalance(t.db, owner, BTC)).toBe(toAtoms('1'));
      expect(await coinBalance(t.db, owner, USDT)).toBe(toAtoms('60000'));
      expect((await platformBalance(t.db, PLATFORM_ACCOUNT.lendingPool, USDT)) - poolBefore).toBe(-toAtoms('60000'));
      expect((await platformBalance(t.db, PLATFORM_ACCOUNT.loanCollateral, BTC)) - heldBefore).toBe(toAtoms('1'));
      const list = await t.call<{ data: TLoan[]; total: number }>('loan/orders', { token: user.token });
      expect(list.body.message.total).toBe(1);
      await repayAll(t, user, first.body.message.id);
    });

    it('refuses bad borrows with a translated text and changes nothing', async () => {
      const t = ctx();
      await pushPrices(t, { 'BTC/USDT': '100000' });
      const user = await loanUser(t, { btc: '1' });
      const owner = String(user.userId);
      const cases: [Record<string, string | number>, string][] = [
        [{ collateral_currency_id: BTC, collateral_amount: '1', borrow_amount: '65000.01' }, 'loan_ltv_exceeded'],
        [{ collateral_currency_id: BTC, collateral_amount: '1', borrow_amount: '0' }, 'amount_invalid'],
        [{ collateral_currency_id: BTC, collateral_amount: '1', borrow_amount: '-5' }, 'amount_invalid'],
        [{ collateral_currency_id: BTC, collateral_amount: '1', borrow_amount: '1e3' }, 'amount_invalid'],
        [{ collateral_currency_id: BTC, collateral_amount: 'abc', borrow_amount: '100' }, 'amount_invalid'],
        [{ collateral_currency_id: BTC, collateral_amount: '0', borrow_amount: '100' }, 'amount_invalid'],
        [{ collateral_currency_id: BTC, collateral_amount: '0.000000001', borrow_amount: '100' }, 'amount_invalid'],
        [{ collateral_currency_id: BTC, collateral_amount: '1', borrow_amount: '5' }, 'loan_borrow_below_minimum'],
        [{ collateral_currency_id: USDT, collateral_amount: '1', borrow_amount: '100' }, 'loan_collateral_invalid'],
        [{ collateral_currency_id: 'x', collateral_amount: '1', borrow_amount: '100' }, 'loan_collateral_invalid'],
        [{ collateral_currency_id: BTC, collateral_amount: '2', borrow_amount: '100' }, 'insufficient_balance'],
      ];
      for (const [body, code] of cases) {
        const answer = await borrowCall(t, user, body);
        expect(answer.body.type, JSON.stringify(body)).not.toBe('ok');
        expect(answer.body.code, JSON.stringify(body)).toBe(code);
      }
      const german = await borrowCall(t, user, { collateral_currency_id: BTC, collateral_amount: '1', borrow_amount: '70000' }, 'de');
      expect(german.body.message).toBe('Mit dieser Sicherheit können Sie höchstens 65000 USDT leihen (Anfangs-LTV 65 %)');
      expect(await coinBalance(t.db, owner, BTC)).toBe(toAtoms('1'));
      expect(await coinBalance(t.db, owner, USDT)).toBe(0n);
      expect(await t.db.selectFrom('loans').select('id').where('user_id', '=', user.userId).execute()).toEqual([]);
    });

    it('charges each loan-hour once, interest first on repayment; refuses a repayment above the debt, others’ ids and closed loans', async () => {
      const t = ctx();
      await pushPrices(t, { 'BTC/USDT': '100000' });
      const user = await loanUser(t, { btc: '1', usdt: '100' });
      const other = await loanUser(t, { usdt: '100000' });
      const owner = String(user.userId);
      const loan = await borrowOk(t, user, BTC, '1', '10000');

      t.clock.advance(3 * HOUR_MS + 1000);
      await pushPrices(t, { 'BTC/USDT': '100100' });
      await pushPrices(t, { 'BTC/USDT': '100200' });
      // 10000 x 0.0000114 = 0.114 an hour, on a debt that grows with it.
      const rows = await interestRows(t.db, loan.id);
      expect(rows.map((row) => row.hour)).toEqual([1, 2, 3]);
      expect(rows.map((row) => row.interest_atoms)).toEqual([11_400_000n, 11_400_130n, 11_400_260n]);
      const accrued = await loanOf(t, user, loan.id);
      expect(accrued).toMatchObject({ hours_accrued: 3, interest: '0.3420039', debt: '10000.3420039', principal: '10000' });

      const above = await repayCall(t, user, loan.id, '10000.3420040', 'en');
      expect(above.body).toMatchObject({
        code: 'loan_repay_above_debt',
        message: 'You owe 10000.3420039 USDT on this loan and cannot repay more than that',
      });
      expect((await repayCall(t, other, loan.id, '1')).body.code).toBe('loan_not_found');
      expect((await repayCall(t, user, 999_999, '1')).body.code).toBe('loan_not_found');
      expect((await repayCall(t, user, loan.id, '0')).body.code).toBe('amount_invalid');
      expect((await repayCall(t, user, loan.id, '1.5.5')).body.code).toBe('amount_invalid');
      expect(await coinBalance(t.db, String(other.userId), USDT)).toBe(toAtoms('100000'));

      const partial = await repayCall(t, user, loan.id, '1');
      expect(partial.body.message).toMatchObject({ interest: '0', principal: '9999.3420039', repaid: '1', status: 'open' });
      const events = await t.db
        .selectFrom('loan_events')
        .select(['kind', 'interest_atoms', 'principal_atoms'])
        .where('loan_id', '=', loan.id)
        .orderBy('id')
        .execute();
      expect(events[1]).toEqual({ kind: 'repay', interest_atoms: 34_200_390n, principal_atoms: 65_799_610n });

      // Two full repayments at once: one closes the loan, the other is refused, the money moves once.
      await creditDeposit(t, { userId: user.userId, coinId: USDT, accountType: ACCOUNT_TYPE.change, amountAtoms: toAtoms('100000') });
      const usdtBefore = await coinBalance(t.db, owner, USDT);
      const [a, b] = await Promise.all([repayCall(t, user, loan.id, '9999.3420039'), repayCall(t, user, loan.id, '9999.3420039')]);
      expect([a.body.code, b.body.code].sort()).toEqual(['loan_not_open', undefined].sort());
      expect(usdtBefore - (await coinBalance(t.db, owner, USDT))).toBe(toAtoms('9999.3420039'));
      expect(await coinBalance(t.db, owner, BTC)).toBe(toAtoms('1'));
      const closed = await loanOf(t, user, loan.id);
      expect(closed).toMatchObject({ status: 'repaid', debt: '0', ltv: null });
      expect((await repayCall(t, user, loan.id, '1', 'de')).body.message).toBe('Dieser Kredit ist bereits abgeschlossen');
      await expect.poll(async () => (await noticesOf(t.db, user.userId, 'loan_repaid')).length).toBe(1);

      // Later hours charge nothing more on a closed loan.
      t.clock.advance(2 * HOUR_MS);
      await pushPrices(t, { 'BTC/USDT': '100300' });
      expect(await interestRows(t.db, loan.id)).toHaveLength(3);
      const summary = await t.call<TLoanSummary>('loan/summary', { token: user.token });
      expect(summary.body.message).toMatchObject({ open_count: 0, debt: '0', interest_total: '0.3420039' });
    });

    it('a price drop past the margin-call LTV sends one notice; adding collateral lifts it', async () => {
      const t = ctx();
      await pushPrices(t, { 'ETH/USDT': '4000' });
      const user = await loanUser(t, { eth: '20' });
      const loan = await borrowOk(t, user, ETH, '10', '26000');
      expect(loan.ltv).toBe('65');
      await pushPrices(t, { 'ETH/USDT': '3400' });
      await pushPrices(t, { 'ETH/USDT': '3390' });
      await pushPrices(t, { 'ETH/USDT': '3380' });
      const notices = await noticesOf(t.db, user.userId, 'loan_margin_call');
      expect(notices).toHaveLength(1);
      expect(JSON.parse(notices[0]!.params)).toMatchObject({ coin: 'ETH', margin_call_ltv: '75', liquidation_ltv: '83' });
      expect(notices[0]!.link).toBe('#/pages/common/borrowing');
      expect((await loanOf(t, user, loan.id)).margin_call).toBe(true);

      const added = await t.call<TLoan>('loan/add_collateral', { method: 'POST', token: user.token, body: { id: loan.id, amount: '5' } });
      expect(added.body.message).toMatchObject({ collateral_amount: '15', margin_call: false });
      const tooMuch = await t.call<TLoan>('loan/add_collateral', { method: 'POST', token: user.token, body: { id: loan.id, amount: '6' } });
      expect(tooMuch.body.code).toBe('insufficient_balance');
      expect(await coinBalance(t.db, String(user.userId), ETH)).toBe(toAtoms('5'));
      const stranger = await loanUser(t, { eth: '5' });
      const foreign = await t.call<TLoan>('loan/add_collateral', {
        method: 'POST',
        token: stranger.token,
        body: { id: loan.id, amount: '1' },
      });
      expect(foreign.body.code).toBe('loan_not_found');
      expect((await t.call<TLoan>('loan/detail', { token: stranger.token, body: { id: loan.id } })).body.code).toBe('loan_not_found');
      expect(await coinBalance(t.db, String(stranger.userId), ETH)).toBe(toAtoms('5'));
      const summary = await t.call<TLoanSummary>('loan/summary', { token: user.token });
      expect(summary.body.message).toMatchObject({ currency: 'USDT', open_count: 1, debt: '26000', collateral_value: '50700' });
      await repayAll(t, user, loan.id);
    });

    it('liquidates at the tick that reaches the liquidation LTV, at its price: debt and fee covered, the rest returned', async () => {
      const t = ctx();
      await pushPrices(t, { 'BTC/USDT': '100000' });
      const user = await loanUser(t, { btc: '1' });
      const owner = String(user.userId);
      const loan = await borrowOk(t, user, BTC, '1', '65000');
      const poolBefore = await platformBalance(t.db, PLATFORM_ACCOUNT.lendingPool, BTC);
      const feesBefore = await platformBalance(t.db, PLATFORM_ACCOUNT.fees, BTC);
      await pushPrices(t, { 'BTC/USDT': '78400' });
      expect((await loanOf(t, user, loan.id)).status).toBe('open');
      const { 'BTC/USDT': crossing } = await pushPrices(t, { 'BTC/USDT': '78000' });
      await pushPrices(t, { 'BTC/USDT': '60000' });
      const liquidated = await loanOf(t, user, loan.id);
      expect(liquidated).toMatchObject({
        status: 'liquidated',
        debt: '0',
        liquidation: {
          tick_seq: crossing,
          symbol: 'BTC/USDT',
          price: '78000',
          debt: '65000',
          fee: '1300',
          sold_collateral: '0.85',
          returned_collateral: '0.15',
        },
      });
      expect(await coinBalance(t.db, owner, BTC)).toBe(toAtoms('0.15'));
      expect(await coinBalance(t.db, owner, USDT)).toBe(toAtoms('65000'));
      expect((await platformBalance(t.db, PLATFORM_ACCOUNT.lendingPool, BTC)) - poolBefore).toBe(83_333_334n);
      expect((await platformBalance(t.db, PLATFORM_ACCOUNT.fees, BTC)) - feesBefore).toBe(1_666_666n);
      await expect.poll(async () => (await noticesOf(t.db, user.userId, 'loan_liquidated')).length).toBe(1);
      expect((await repayCall(t, user, loan.id, '1')).body.code).toBe('loan_not_open');
    });

    it('the back office edits parameters (audited, validated) for new loans only, and lists loans', async () => {
      const t = ctx();
      await pushPrices(t, { 'BTC/USDT': '100000' });
      const admin = await loginAdmin(t);
      const user = await loanUser(t, { btc: '2' });
      const before = await borrowOk(t, user, BTC, '1', '60000');
      const save = (body: Record<string, string | number>) =>
        t.call<TAdminLoanParams>('admin/loan/params', { method: 'POST', token: admin, body });
      const valid = {
        collateral_currency_id: BTC,
        initial_ltv: '50',
        margin_call_ltv: '70',
        liquidation_ltv: '80',
        hourly_rate: '0.002',
        liquidation_fee: '3',
        min_borrow: '10',
        max_borrow: '1000000',
        enabled: 'true',
        reason: 'risk review',
      };
      expect((await save({ ...valid, margin_call_ltv: '40' })).body.code).toBe('loan_params_invalid');
      expect((await save({ ...valid, liquidation_ltv: '100' })).body.code).toBe('loan_params_invalid');
      expect((await t.call('admin/loan/params', { method: 'POST', token: user.token, body: valid })).status).not.toBe(200);
      const saved = await save(valid);
      expect(saved.body.message).toMatchObject({ initial_ltv: '50', hourly_rate: '0.002', enabled: true });
      const audit = await t.db.selectFrom('audit_log').select(['action', 'reason']).where('action', '=', 'loan.params').execute();
      expect(audit).toEqual([{ action: 'loan.params', reason: 'risk review' }]);

      // The open loan keeps its parameters; a new one takes the new ones.
      expect(await loanOf(t, user, before.id)).toMatchObject({ initial_ltv: '65', liquidation_ltv: '83' });
      expect((await borrowCall(t, user, { collateral_currency_id: BTC, collateral_amount: '1', borrow_amount: '50001' })).body.code).toBe(
        'loan_ltv_exceeded',
      );
      const after = await borrowOk(t, user, BTC, '1', '50000');
      expect(after).toMatchObject({ initial_ltv: '50', liquidation_ltv: '80', hourly_rate: '0.002' });
      const list = await t.call<{ data: (TLoan & { user_email: string })[] }>('admin/loan/orders', {
        token: admin,
        body: { user_id: user.userId },
      });
      expect(list.body.message.data.map((row) => row.id)).toEqual([after.id, before.id]);
      await save({
        ...valid,
        initial_ltv: '65',
        margin_call_ltv: '75',
        liquidation_ltv: '83',
        hourly_rate: '0.00114',
        liquidation_fee: '2',
      });
      await repayAll(t, user, before.id);
      await repayAll(t, user, after.id);
    });
  },
  { marketFeed: 'manual' },
);

/** The next process on the same database and clock. */
async function restart(first: TestApp): Promise<{ app: FastifyInstance; db: Db }> {
  const { db } = createDb(first.config.databaseUrl);
  const deps = { config: first.config, db, dialect: first.dialect, clock: first.clock.now, translate: await loadTranslator() };
  const app = await buildApp({ ...deps, mailer: createMailer(first.config, db, first.clock.now) }, { logger: false });
  return { app, db };
}

for (const dialect of DIALECTS) {
  it(`hours that ended while the server was down are charged once as the next process starts [${dialect}]`, async () => {
    const first = await startTestApp(dialect, { marketFeed: 'manual' });
    let second: { app: FastifyInstance; db: Db } | undefined;
    try {
      await pushPrices(first, { 'BTC/USDT': '100000' });
      const user = await loanUser(first, { btc: '1' });
      const loan = await borrowOk(first, user, BTC, '1', '10000');
      first.clock.advance(HOUR_MS + 1000);
      await pushPrices(first, { 'BTC/USDT': '100000' });
      expect(await interestRows(first.db, loan.id)).toHaveLength(1);
      await first.app.close();

      first.clock.advance(2 * HOUR_MS);
      second = await restart(first);
      expect((await interestRows(second.db, loan.id)).map((row) => row.hour)).toEqual([1, 2, 3]);
      await second.app.close();
      // A third start in the same hour charges nothing again.
      const third = await restart(first);
      expect(await interestRows(third.db, loan.id)).toHaveLength(3);
      await third.app.close();
      await third.db.destroy();
      const report = await checkLedger(second.db);
      expect(report.problems).toEqual([]);
    } finally {
      await second?.db.destroy();
      await first.db.destroy();
      if (dialect === 'postgres') dropPostgresDatabase(first.config.databaseUrl);
    }
  }, 60_000);
}
