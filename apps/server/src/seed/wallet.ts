// Wallet reference data: each coin's minimums and fees, and the platform's receiving address per
// coin and network (SPEC.md section 9: minimum deposit 1 USDT). Idempotent like site.ts: rows
// that exist are kept, so an operator's later edit survives a restart.
import type { Insertable } from 'kysely';
import { ACCOUNT_TYPE, type AccountTypeId } from '@platform/shared/constants';
import { toAtoms } from '@platform/shared/money';
import { recordCreditedDeposit } from '../modules/wallet/credited-deposit.ts';
import type { Db } from '../db/database.ts';
import type { CoinRulesTable, DepositAddressesTable } from '../db/schema.ts';

type CoinRuleSeed = { currencyId: number; depositMin: string; withdrawMin: string; withdrawFee: string };

/** Coin ids of seed/site.ts: BTC 1, ETH 2, USDT 3, USDC 4, LTC 5, BCH 6, MWD 7. */
const COIN_RULES: readonly CoinRuleSeed[] = [
  { currencyId: 1, depositMin: '0.0001', withdrawMin: '0.001', withdrawFee: '0.0002' },
  { currencyId: 2, depositMin: '0.001', withdrawMin: '0.01', withdrawFee: '0.003' },
  { currencyId: 3, depositMin: '1', withdrawMin: '10', withdrawFee: '1' },
  { currencyId: 4, depositMin: '1', withdrawMin: '10', withdrawFee: '1' },
  { currencyId: 5, depositMin: '0.01', withdrawMin: '0.1', withdrawFee: '0.001' },
  { currencyId: 6, depositMin: '0.001', withdrawMin: '0.01', withdrawFee: '0.001' },
  { currencyId: 7, depositMin: '1', withdrawMin: '10', withdrawFee: '1' },
];

/** The platform's receiving addresses, one per coin and network of seed/site.ts. */
const DEPOSIT_ADDRESSES: readonly { currencyId: number; network: string; address: string }[] = [
  { currencyId: 3, network: 'ERC20', address: '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063' },
  { currencyId: 3, network: 'TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
  { currencyId: 2, network: 'ERC20', address: '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063' },
  { currencyId: 1, network: 'Bitcoin', address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh' },
  { currencyId: 4, network: 'ERC20', address: '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063' },
  { currencyId: 5, network: 'Litecoin', address: 'ltc1qg82ffnvz5n9a3lp6gc5uwsyhvnhclmv9hdg8qn' },
  { currencyId: 6, network: 'Bitcoin Cash', address: 'qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a' },
  { currencyId: 7, network: 'ERC20', address: '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063' },
];

function coinRuleRows(): Insertable<CoinRulesTable>[] {
  return COIN_RULES.map((rule) => ({
    currency_id: rule.currencyId,
    deposit_min_atoms: toAtoms(rule.depositMin),
    withdraw_min_atoms: toAtoms(rule.withdrawMin),
    withdraw_fee_atoms: toAtoms(rule.withdrawFee),
  }));
}

function depositAddressRows(): Insertable<DepositAddressesTable>[] {
  return DEPOSIT_ADDRESSES.map((row) => ({ currency_id: row.currencyId, network: row.network, address: row.address }));
}

export async function seedWallet(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('coin_rules')
      .values(coinRuleRows())
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('deposit_addresses')
      .values(depositAddressRows())
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
}

/** What the demo user starts with, so a newcomer can try every wallet screen at once. */
/** Coins for spot trading, and USDT in the contract (lever) and options (micro) accounts, so every trading screen can be tried at once. */
const DEMO_FUNDS: readonly { currencyId: number; amount: string; accountType: AccountTypeId }[] = [
  { currencyId: 3, amount: '10000', accountType: ACCOUNT_TYPE.change },
  { currencyId: 1, amount: '0.5', accountType: ACCOUNT_TYPE.change },
  { currencyId: 2, amount: '5', accountType: ACCOUNT_TYPE.change },
  { currencyId: 3, amount: '5000', accountType: ACCOUNT_TYPE.lever },
  { currencyId: 3, amount: '2000', accountType: ACCOUNT_TYPE.micro },
];

/**
 * Gives the demo user their starting funds as deposits the admin approved: a success record each,
 * credited through the ledger, so ledger:check reconciles them like any other deposit. Only once.
 */
export async function seedDemoFunds(db: Db, demoEmail: string, adminEmail: string, now: number): Promise<void> {
  const demo = await db.selectFrom('users').select('id').where('email', '=', demoEmail).executeTakeFirst();
  const admin = await db.selectFrom('users').select('id').where('email', '=', adminEmail).executeTakeFirst();
  if (!demo || !admin) return;
  const funded = await db.selectFrom('deposits').select('id').where('user_id', '=', demo.id).limit(1).executeTakeFirst();
  if (funded) return;
  for (const fund of DEMO_FUNDS) {
    const amountAtoms = toAtoms(fund.amount);
    const address = await db
      .selectFrom('deposit_addresses')
      .select(['network', 'address'])
      .where('currency_id', '=', fund.currencyId)
      .executeTakeFirstOrThrow();
    await recordCreditedDeposit(db, {
      userId: demo.id,
      coinId: fund.currencyId,
      accountType: fund.accountType,
      amountAtoms,
      reviewedBy: admin.id,
      network: address.network,
      address: address.address,
      now,
    });
  }
}
