// All SQL of contracts: the rules per market, the positions and the lever balance the screens show.
// Every state change is conditional on the state it leaves (`where status = ...`), so a position
// moves out of 'open' or 'pending' exactly once even if two writers try.
import type { Insertable, Selectable, Updateable } from 'kysely';
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import { CONTRACT_MARGIN_COIN_ID } from '@platform/engine/contract';
import { userOwner } from '@platform/engine/ledger';
import type { Db } from '../../db/database.ts';
import type { ContractDirection, ContractStatus, DB } from '../../db/schema.ts';

export type PositionRow = Selectable<DB['contract_positions']>;
export type RulesRow = Selectable<DB['contract_rules']>;
export type PageWindow = { offset: number; limit: number };

/** Live positions loaded at start at most; the risk loop keeps them all in memory. */
export const LIVE_POSITIONS_MAX = 1_000_000;
/** Open positions one batch_close closes at most. */
export const BATCH_CLOSE_MAX = 500;
/** Open positions and pending entries lever/dealall lists at most. */
export const DEALALL_MAX = 500;

export async function listRules(db: Db): Promise<RulesRow[]> {
  return db.selectFrom('contract_rules').selectAll().execute();
}

/** Every open position and pending entry, for the risk loop's index. */
export async function listLivePositions(db: Db): Promise<PositionRow[]> {
  return db
    .selectFrom('contract_positions')
    .selectAll()
    .where('status', 'in', ['open', 'pending'])
    .orderBy('id')
    .limit(LIVE_POSITIONS_MAX)
    .execute();
}

export async function insertPosition(db: Db, row: Insertable<DB['contract_positions']>): Promise<PositionRow> {
  return db.insertInto('contract_positions').values(row).returningAll().executeTakeFirstOrThrow();
}

/**
 * Applies `changes` only while the position is still as `row` saw it: in the same state with the
 * same margin (an overnight fee changes it, and a close settles on it). Answers the new row, or
 * undefined if it had moved on meanwhile.
 */
export async function updatePositionIn(
  db: Db,
  row: Pick<PositionRow, 'id' | 'status' | 'margin_atoms'>,
  changes: Updateable<DB['contract_positions']>,
): Promise<PositionRow | undefined> {
  return db
    .updateTable('contract_positions')
    .set(changes)
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .where('margin_atoms', '=', row.margin_atoms)
    .returningAll()
    .executeTakeFirst();
}

export async function findPosition(db: Db, id: number): Promise<PositionRow | undefined> {
  return db.selectFrom('contract_positions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One position of one user: another user's id answers undefined, like a missing one. */
export async function findPositionOfUser(db: Db, userId: number, id: number): Promise<PositionRow | undefined> {
  return db.selectFrom('contract_positions').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export type PositionFilter = {
  userId: number;
  statuses: readonly ContractStatus[];
  /** Only these markets; undefined for all. */
  marketIds?: readonly number[];
  direction?: ContractDirection;
};

function filtered(db: Db, filter: PositionFilter) {
  let query = db
    .selectFrom('contract_positions')
    .where('user_id', '=', filter.userId)
    .where('status', 'in', [...filter.statuses]);
  if (filter.marketIds) query = query.where('market_id', 'in', [...filter.marketIds]);
  if (filter.direction) query = query.where('direction', '=', filter.direction);
  return query;
}

/** The user's positions matching `filter`, newest first. An empty market list matches nothing (guarded before SQL). */
export async function listPositions(db: Db, filter: PositionFilter, window: PageWindow): Promise<PositionRow[]> {
  if (filter.marketIds?.length === 0 || filter.statuses.length === 0) return [];
  return filtered(db, filter).selectAll().orderBy('id', 'desc').limit(window.limit).offset(window.offset).execute();
}

export async function countPositions(db: Db, filter: PositionFilter): Promise<number> {
  if (filter.marketIds?.length === 0 || filter.statuses.length === 0) return 0;
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The user's available USDT in the lever account (zero if they never held any). */
export async function leverAvailableAtoms(db: Db, userId: number): Promise<bigint> {
  const row = await db
    .selectFrom('balances')
    .select('available_atoms')
    .where('owner', '=', userOwner(userId))
    .where('coin_id', '=', CONTRACT_MARGIN_COIN_ID)
    .where('account_type', '=', ACCOUNT_TYPE.lever)
    .executeTakeFirst();
  return row?.available_atoms ?? 0n;
}
