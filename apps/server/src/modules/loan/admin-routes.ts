// The back office's loans: the parameters per collateral coin (LTVs, rate, fee, limits), editable
// and audited, applying to loans opened afterwards only (a loan keeps the parameters it was opened
// under, so no control changes a margin call or a liquidation); and the list of every user's loans.
import type { FastifyInstance } from 'fastify';
import { adminLoanParams, adminLoanParamsSave, adminLoans } from '@platform/shared/contract/loan';
import type { TAdminLoanParams, TAdminLoanParamsSave } from '@platform/shared/schemas/loan';
import { fromAtoms, toAtoms } from '@platform/shared/money';
import { loanParamsValid } from '@platform/engine/loan';
import { writeAudit } from '../../audit/audit.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { defineRoute } from '../../http/route.ts';
import { loanJson, ppmPercent, ratePercent } from './loan-json.ts';
import { latestOf, loanNames, type LoanDeps } from './loan-service.ts';
import { countLoans, findLoanParams, listLoanParams, listLoans, loanEmails, saveLoanParams, type LoanParamsRow } from './queries.ts';

function paramsJson(row: LoanParamsRow, coinName: string): TAdminLoanParams {
  return {
    collateral_currency_id: row.collateral_currency_id,
    collateral_name: coinName,
    initial_ltv: ppmPercent(row.initial_ltv_ppm),
    margin_call_ltv: ppmPercent(row.margin_call_ltv_ppm),
    liquidation_ltv: ppmPercent(row.liquidation_ltv_ppm),
    hourly_rate: ratePercent(row.hourly_rate_atoms),
    liquidation_fee: ppmPercent(row.liquidation_fee_ppm),
    min_borrow: fromAtoms(row.min_borrow_atoms),
    max_borrow: fromAtoms(row.max_borrow_atoms),
    enabled: row.enabled === 1,
    updated_at: row.updated_at,
  };
}

/** A percent string ('65.5') in ppm; the schema allows at most 4 fraction digits, so it is exact. */
const percentPpm = (text: string): number => Number(toAtoms(text) / 10_000n);

function paramsOfRequest(input: TAdminLoanParamsSave) {
  const values = {
    initial_ltv_ppm: percentPpm(input.initial_ltv),
    margin_call_ltv_ppm: percentPpm(input.margin_call_ltv),
    liquidation_ltv_ppm: percentPpm(input.liquidation_ltv),
    hourly_rate_atoms: toAtoms(input.hourly_rate) / 100n,
    liquidation_fee_ppm: percentPpm(input.liquidation_fee),
    min_borrow_atoms: toAtoms(input.min_borrow),
    max_borrow_atoms: toAtoms(input.max_borrow),
    enabled: input.enabled ? 1 : 0,
  };
  const valid = loanParamsValid({
    initialLtvPpm: values.initial_ltv_ppm,
    marginCallLtvPpm: values.margin_call_ltv_ppm,
    liquidationLtvPpm: values.liquidation_ltv_ppm,
    hourlyRateAtoms: values.hourly_rate_atoms,
    liquidationFeePpm: values.liquidation_fee_ppm,
  });
  if (!valid || values.min_borrow_atoms > values.max_borrow_atoms) throw new AppError('loan_params_invalid');
  return values;
}

export function registerLoanAdminRoutes(app: FastifyInstance, deps: LoanDeps): void {
  defineRoute(app, adminLoanParams, async () => {
    const [rows, names] = await Promise.all([listLoanParams(deps.db), loanNames(deps)]);
    return rows.map((row) => paramsJson(row, names.coinName(row.collateral_currency_id)));
  });

  defineRoute(app, adminLoanParamsSave, async (input, ctx) => {
    const values = paramsOfRequest(input);
    const names = await loanNames(deps);
    const now = deps.clock();
    const saved = await deps.db.transaction().execute(async (trx: Db) => {
      const before = await findLoanParams(trx, input.collateral_currency_id);
      if (!before) throw new AppError('loan_collateral_invalid');
      const after = await saveLoanParams(trx, input.collateral_currency_id, { ...values, updated_at: now });
      const coinName = names.coinName(after.collateral_currency_id);
      await writeAudit(trx, {
        actorId: ctx.user.id,
        action: 'loan.params',
        targetType: 'loan_params',
        targetId: after.collateral_currency_id,
        reason: input.reason,
        detail: { before: JSON.stringify(paramsJson(before, coinName)), after: JSON.stringify(paramsJson(after, coinName)) },
        ip: ctx.ip,
        now,
      });
      return paramsJson(after, coinName);
    });
    return saved;
  });

  defineRoute(app, adminLoans, async (input) => {
    const filter = { userId: input.user_id, status: input.status };
    const [rows, total, names] = await Promise.all([
      listLoans(deps.db, filter, { offset: (input.page - 1) * input.limit, limit: input.limit }),
      countLoans(deps.db, filter),
      loanNames(deps),
    ]);
    const emails = await loanEmails(
      deps.db,
      rows.map((row) => row.user_id),
    );
    return {
      data: rows.map((row) => ({
        ...loanJson(row, names, latestOf(deps, row)),
        user_id: row.user_id,
        user_email: emails.get(row.user_id) ?? '',
      })),
      total,
      page: input.page,
      limit: input.limit,
    };
  });
}
