// The back office's calls: who the admin is, users and their balances, the ledger and its health,
// the audit log (the deposit and withdrawal reviews are the wallet area's). Every entry is 'admin':
// defineRoute refuses a user's token with 'admin_only', which the admin app shows.
import type { FastifyInstance } from 'fastify';
import { fromAtoms } from '@platform/shared/money';
import type { TAdminAuditEntry } from '@platform/shared/schemas/admin';
import { adminAudit, adminLedger, adminLedgerCheck, adminMe, adminUser, adminUsers } from '@platform/shared/contract/admin';
import { userOwner } from '@platform/engine/ledger';
import type { ModuleDeps } from '../../deps.ts';
import { AppError } from '../../http/errors.ts';
import { defineRoute } from '../../http/route.ts';
import { listCoins } from '../../ledger/coins.ts';
import { checkLedger } from '../../ledger/ledger-check.ts';
import { findUser, listAudit, listBalancesWithCoin, listLedgerEntries, searchUsers } from './queries.ts';

type AuditDetail = TAdminAuditEntry['detail'];

/** audit.ts writes the detail as a JSON object; anything else is shown as nothing rather than failing the page. */
function detailOf(text: string): AuditDetail {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as AuditDetail) : {};
  } catch {
    return {};
  }
}

export function registerAdminRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const { db } = deps;

  defineRoute(app, adminMe, (_input, ctx) => ({ id: ctx.user.id, email: ctx.user.row.email ?? '', nickname: ctx.user.row.nickname }));

  defineRoute(app, adminUsers, async (input) => {
    const { data, total } = await searchUsers(db, input.q, input);
    return { data, total, page: input.page, limit: input.limit };
  });

  defineRoute(app, adminUser, async (input) => {
    const user = await findUser(db, input.id);
    if (!user) throw new AppError('record_not_found');
    const balances = await listBalancesWithCoin(db, userOwner(user.id));
    return {
      user,
      balances: balances.map((row) => ({
        coin_id: row.coin_id,
        coin: row.coin ?? '',
        account_type: row.account_type,
        available: fromAtoms(row.available_atoms),
        frozen: fromAtoms(row.frozen_atoms),
      })),
    };
  });

  defineRoute(app, adminLedger, async (input) => {
    const owner = input.user_id === undefined ? null : userOwner(input.user_id);
    const { data, total } = await listLedgerEntries(db, owner, input);
    return {
      data: data.map(({ amount_atoms, coin, ...entry }) => ({ ...entry, coin: coin ?? '', amount: fromAtoms(amount_atoms) })),
      total,
      page: input.page,
      limit: input.limit,
    };
  });

  defineRoute(app, adminLedgerCheck, async () => {
    const report = await checkLedger(db);
    const coinNames = new Map((await listCoins(db)).map((coin) => [coin.id, coin.name]));
    return {
      problems: report.problems.map((problem) => ({
        kind: problem.kind,
        coin_id: problem.coinId,
        coin: coinNames.get(problem.coinId) ?? `#${problem.coinId}`,
        message: problem.message,
      })),
      balances: report.balances,
      entries: report.entries,
      checked_at: deps.clock(),
    };
  });

  defineRoute(app, adminAudit, async (input) => {
    const { data, total } = await listAudit(db, input);
    return { data: data.map((entry) => ({ ...entry, detail: detailOf(entry.detail) })), total, page: input.page, limit: input.limit };
  });
}
