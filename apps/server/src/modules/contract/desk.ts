// The contract desk: the in-memory index of live positions, each market's rules and mark price, and
// the single writer per market. Every change to a position (a user's submit, close or stops, the
// risk loop's fills, fees, stops and liquidations) runs as a task of its market's queue, commits
// one ledger unit, then updates the index and tells the user's screens.
import type { Server as IoServer } from 'socket.io';
import { roomOfUser } from '@platform/shared/realtime';
import { TRADING_SOCKET_EVENTS } from '@platform/shared/trading-rules';
import type { TContractPosition } from '@platform/shared/schemas/contract';
import type { Db, Dialect } from '../../db/database.ts';
import type { MarketRow } from '../../db/schema.ts';
import type { MarketDirectory } from '../../prices/market-directory.ts';
import type { MarketPrices, RecordedTick } from '../../prices/recorded-prices.ts';
import { notifyWalletChange } from '../../realtime/wallet-events.ts';
import { writeLedgerUnit } from '../../ledger/ledger-writer.ts';
import { LivePositions } from './live-positions.ts';
import { positionJson } from './position-json.ts';
import { listLivePositions, type PositionRow } from './queries.ts';
import { ContractRuleBook } from './rules.ts';
import { SerialQueues } from './serial-queues.ts';

export type ContractDeps = {
  db: Db;
  dialect: Dialect;
  io: IoServer;
  clock: () => number;
  prices: MarketPrices;
  directory: MarketDirectory;
  onError: (error: unknown, context: Record<string, unknown>) => void;
};

export class ContractDesk {
  readonly rules: ContractRuleBook;
  private readonly queues = new SerialQueues<number>();
  /** The last tick the risk loop evaluated, per market: the price every user action uses. */
  private readonly marks = new Map<number, RecordedTick>();

  private constructor(
    readonly deps: ContractDeps,
    readonly live: LivePositions,
  ) {
    this.rules = new ContractRuleBook(deps.db, deps.clock);
  }

  static async load(deps: ContractDeps): Promise<ContractDesk> {
    const desk = new ContractDesk(deps, new LivePositions(await listLivePositions(deps.db)));
    await desk.rules.fresh();
    return desk;
  }

  /**
   * The mark price: the last recorded tick the risk loop has evaluated. A user's close in the same
   * queue never uses a tick whose stops have not fired yet.
   */
  markOf(marketId: number): RecordedTick | undefined {
    return this.marks.get(marketId);
  }

  /** Moves the mark forward (never back: a catch-up may re-read a tick already evaluated). */
  advanceMark(tick: RecordedTick): boolean {
    const current = this.marks.get(tick.marketId);
    if (current && current.seq >= tick.seq) return current.seq === tick.seq;
    this.marks.set(tick.marketId, tick);
    return true;
  }

  /** Runs `task` as the market's single writer. */
  inMarket<T>(marketId: number, task: () => Promise<T>): Promise<T> {
    return this.queues.run(marketId, task);
  }

  idle(): Promise<void> {
    return this.queues.idle();
  }

  market(marketId: number): MarketRow {
    const market = this.deps.directory.byId(marketId);
    if (!market) throw new Error(`position on unknown market ${marketId}`);
    return market;
  }

  json(row: PositionRow): TContractPosition {
    return positionJson(row, this.market(row.market_id), this.rules.of(row.market_id)?.maintenancePpm, this.markOf(row.market_id));
  }

  /**
   * Commits one unit (position-writes.ts), then keeps the index in step and tells the user: the
   * position event, and the wallet change when money moved.
   */
  async commit(unit: (trx: Db) => Promise<PositionRow>, moneyMoved = true): Promise<PositionRow> {
    const row = await writeLedgerUnit(this.deps, unit);
    this.live.put(row);
    this.deps.io.to(roomOfUser(row.user_id)).emit(TRADING_SOCKET_EVENTS.position, this.json(row));
    if (moneyMoved) notifyWalletChange(this.deps.io, row.user_id, { kind: 'contract_position', id: row.id, status: row.status });
    return row;
  }
}
