// Each contract market's rules (table contract_rules), held in memory: the risk loop reads them on
// every tick without a query. An operator's edit is picked up within RULES_REFRESH_MS.
import { parseMultiples, type ContractRules } from '@platform/engine/contract';
import type { Db } from '../../db/database.ts';
import { listRules } from './queries.ts';

export const RULES_REFRESH_MS = 5_000;

/** `tradable` false: no new entries, but the risk loop still watches the positions already open. */
export type MarketRules = ContractRules & { marketId: number; tradable: boolean };

export class ContractRuleBook {
  private rules = new Map<number, MarketRules>();
  private loadedAtMs = Number.NEGATIVE_INFINITY;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: () => number,
  ) {}

  /** Reloads when older than RULES_REFRESH_MS; concurrent callers share one query. */
  async fresh(): Promise<void> {
    if (this.clock() - this.loadedAtMs < RULES_REFRESH_MS) return;
    this.loading ??= this.load().finally(() => (this.loading = null));
    await this.loading;
  }

  /** The rules of a contract market, or undefined for a market without contracts. */
  of(marketId: number): MarketRules | undefined {
    return this.rules.get(marketId);
  }

  private async load(): Promise<void> {
    const rows = await listRules(this.db);
    const next = new Map<number, MarketRules>();
    for (const row of rows) {
      next.set(row.market_id, {
        marketId: row.market_id,
        lotSizeAtoms: row.lot_size_atoms,
        multiples: parseMultiples(row.multiples),
        tradable: row.status === 1,
        lotsMax: row.lots_max,
        tradeFeePpm: row.trade_fee_ppm,
        overnightFeePpm: row.overnight_fee_ppm,
        maintenancePpm: row.maintenance_ppm,
      });
    }
    this.rules = next;
    this.loadedAtMs = this.clock();
  }
}
