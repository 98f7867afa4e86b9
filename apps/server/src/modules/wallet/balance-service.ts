// What a user holds: every account type with every active coin (zeros included, in the listed
// order), valued in USDT at the last recorded feed price. The balances come from the ledger; the
// answer is a view of it.
import type { AccountTypeId } from '@platform/shared/constants';
import { ACCOUNT_NAMES, ACCOUNT_TYPE_IDS } from '@platform/shared/wallet-rules';
import type { TTransferAccount, TUserCurrency, TWalletBalance, TWalletDetail, TWalletListResponse } from '@platform/shared/schemas/wallet';
import type { Db } from '../../db/database.ts';
import { amountText, coinOf, listCoins, type Coin } from '../../ledger/coins.ts';
import { balancesOf, type UserBalance } from '../../ledger/ledger.ts';
import { usdtPricesOf, valueInUsdt, type CoinPrice } from '../../prices/coin-prices.ts';

type Held = { availableAtoms: bigint; frozenAtoms: bigint };
const NOTHING: Held = { availableAtoms: 0n, frozenAtoms: 0n };

/** A user's balances by account type and coin; what they never held reads as zero. */
class Holdings {
  private readonly byKey: Map<string, Held>;

  constructor(balances: readonly UserBalance[]) {
    this.byKey = new Map(balances.map((balance) => [`${balance.accountType}|${balance.coinId}`, balance]));
  }

  of(accountType: number, coinId: number): Held {
    return this.byKey.get(`${accountType}|${coinId}`) ?? NOTHING;
  }
}

function valued(coin: Coin, held: Held, price: CoinPrice | undefined): { json: TWalletBalance; usdtValueAtoms: bigint } {
  // A coin whose market has not ticked yet is shown at 0 rather than failing the whole screen.
  const usdtValueAtoms = price ? valueInUsdt(held.availableAtoms + held.frozenAtoms, price) : 0n;
  const json = {
    currency_id: coin.id,
    currency_name: coin.name,
    available: amountText(held.availableAtoms),
    frozen: amountText(held.frozenAtoms),
    usdt_price: amountText(price?.usdtAtoms ?? 0n),
    usdt_value: amountText(usdtValueAtoms),
  };
  return { json, usdtValueAtoms };
}

export async function walletList(db: Db, userId: number): Promise<TWalletListResponse> {
  const coins = await listCoins(db);
  const holdings = new Holdings(await balancesOf(db, userId));
  const prices = await usdtPricesOf(
    db,
    coins.map((coin) => coin.id),
  );
  let totalAtoms = 0n;
  const accounts = ACCOUNT_TYPE_IDS.map((accountType) => {
    let accountTotalAtoms = 0n;
    const balances = coins.map((coin) => {
      const { json, usdtValueAtoms } = valued(coin, holdings.of(accountType, coin.id), prices.get(coin.id));
      accountTotalAtoms += usdtValueAtoms;
      return json;
    });
    totalAtoms += accountTotalAtoms;
    return { id: accountType, name: ACCOUNT_NAMES[accountType], total_usdt: amountText(accountTotalAtoms), balances };
  });
  return { total_usdt: amountText(totalAtoms), accounts };
}

export async function walletDetail(db: Db, userId: number, coinId: number, accountType: AccountTypeId): Promise<TWalletDetail> {
  const coin = await coinOf(db, coinId);
  const holdings = new Holdings(await balancesOf(db, userId));
  const prices = await usdtPricesOf(db, [coin.id]);
  const { json } = valued(coin, holdings.of(accountType, coin.id), prices.get(coin.id));
  return { ...json, account_type: accountType };
}

/** The coins with their deposit and withdrawal rules, and what the change account holds of each. */
export async function userCurrencyList(db: Db, userId: number, changeAccount: AccountTypeId): Promise<TUserCurrency[]> {
  const coins = await listCoins(db);
  const holdings = new Holdings(await balancesOf(db, userId));
  return coins.map((coin) => ({
    id: coin.id,
    name: coin.name,
    networks: coin.networks,
    available: amountText(holdings.of(changeAccount, coin.id).availableAtoms),
    deposit_min: amountText(coin.depositMinAtoms),
    withdraw_min: amountText(coin.withdrawMinAtoms),
    withdraw_fee: amountText(coin.withdrawFeeAtoms),
  }));
}

/** user/getTransferList: what each account can move, per coin. */
export async function transferAccounts(db: Db, userId: number): Promise<TTransferAccount[]> {
  const coins = await listCoins(db);
  const holdings = new Holdings(await balancesOf(db, userId));
  return ACCOUNT_TYPE_IDS.map((accountType) => ({
    id: accountType,
    name: ACCOUNT_NAMES[accountType],
    balances: coins.map((coin) => ({
      currency_id: coin.id,
      currency_name: coin.name,
      available: amountText(holdings.of(accountType, coin.id).availableAtoms),
    })),
  }));
}
