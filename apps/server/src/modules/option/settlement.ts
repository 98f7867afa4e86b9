// Settling seconds options from the recorded ticks. An option is settled once its market has a
// recorded tick at or after its expiry, at the price of the last tick at or before expiry, so a
// settler that runs late (a slow timer, a restart) reaches the same result as one on time. Each
// settlement is a conditional update (still open?) with its ledger movement in one transaction:
// however many settlers race, an option settles once.
import { optionResult, optionReturnAtoms, optionSettled } from '@platform/engine/option';
import { noticeSettledOption } from './notices.ts';
import { postTransferIn } from '../../ledger/ledger.ts';
import { writeLedgerUnit } from '../../ledger/ledger-writer.ts';
import { settleDueInBatches } from '../../prices/due-settler.ts';
import { optionJson, type OptionNames } from './option-json.ts';
import { announceOption, optionNames, type OptionDeps } from './option-service.ts';
import { lastTickAtOrBefore, listDueOptions, markSettled, type ClosingTick, type OptionRow } from './queries.ts';

/** The timer that settles on time even in a batch that did not name the option's market. */
export const SETTLE_INTERVAL_MS = 500;

/**
 * The tick that decides an option: the last one recorded at or before expiry. Should the feed have
 * stamped the opening tick after the expiry (a feed clock ahead of the server's), nothing at or
 * before expiry follows it and the opening tick decides: the price did not move, a tie.
 */
export async function closingTickOf(deps: Pick<OptionDeps, 'db'>, option: OptionRow): Promise<ClosingTick> {
  const tick = await lastTickAtOrBefore(deps.db, option.market_id, option.expires_at);
  if (!tick || tick.seq < option.open_tick_seq) {
    return { seq: option.open_tick_seq, time: option.opened_at, price_atoms: option.open_price_atoms };
  }
  return tick;
}

/** Settles one option at `close`; answers the settled row, or undefined if it was settled already. */
export async function settleOption(
  deps: OptionDeps,
  option: OptionRow,
  close: ClosingTick,
  names?: OptionNames,
): Promise<OptionRow | undefined> {
  const result = optionResult(option.direction, option.open_price_atoms, close.price_atoms);
  const returnAtoms = optionReturnAtoms(result, option.stake_atoms, option.payout_ppm);
  const settledAt = deps.clock();
  const settled = await writeLedgerUnit(deps, async (trx) => {
    const row = await markSettled(trx, option.id, {
      result,
      closeTickSeq: close.seq,
      closePriceAtoms: close.price_atoms,
      returnAtoms,
      settledAt,
    });
    if (!row) return undefined;
    await postTransferIn(trx, {
      postings: optionSettled({
        userId: row.user_id,
        coinId: row.currency_id,
        stakeAtoms: row.stake_atoms,
        result,
        payoutPpm: row.payout_ppm,
      }),
      reason: `option_${result}`,
      record: { type: 'option_order', id: String(row.id) },
      now: settledAt,
    });
    return row;
  });
  if (settled) {
    const json = optionJson(settled, names ?? (await optionNames(deps)), deps.clock());
    announceOption(deps.io, settled, json);
    await noticeSettledOption(deps, settled.user_id, json);
  }
  return settled;
}

/**
 * Settles every open option that is due by its market's last recorded tick time (`lastTickTimeByMarket`).
 * Answers how many this call settled. A failed settlement is reported and left open for the next run.
 */
export async function settleDueOptions(
  deps: OptionDeps,
  lastTickTimeByMarket: ReadonlyMap<number, number>,
  onError: (error: unknown) => void,
): Promise<number> {
  const closes = new Map<string, Promise<ClosingTick>>();
  // Options opened in the same millisecond share their closing tick: one query for them all.
  const closeOf = (option: OptionRow) => {
    const key = `${option.market_id}|${option.expires_at}|${option.open_tick_seq}`;
    let close = closes.get(key);
    if (!close) closes.set(key, (close = closingTickOf(deps, option)));
    return close;
  };
  return settleDueInBatches(
    (limit) => listDueOptions(deps.db, lastTickTimeByMarket, limit),
    async (due) => {
      const names = await optionNames(deps);
      return Promise.allSettled(due.map(async (option) => settleOption(deps, option, await closeOf(option), names)));
    },
    onError,
  );
}
