// The seconds-option calls of SPEC.md section 7: microtrade/payable_currencies, seconds, submit,
// get_result, lists. Placing an option moves money, so it is idempotent; a user reads only their own.
import type { FastifyInstance } from 'fastify';
import {
  microtradeGetResult,
  microtradeLists,
  microtradePayableCurrencies,
  microtradeSeconds,
  microtradeSubmit,
} from '@platform/shared/contract/option';
import { defineRoute } from '../../http/route.ts';
import { activeProducts, optionOfUser, optionsOfUser, payableCurrencies, submitOption, type OptionDeps } from './option-service.ts';

export function registerOptionRoutes(app: FastifyInstance, deps: OptionDeps): void {
  defineRoute(app, microtradePayableCurrencies, (_input, ctx) => payableCurrencies(deps.db, ctx.user?.id ?? null));
  defineRoute(app, microtradeSeconds, () => activeProducts(deps.db));
  defineRoute(app, microtradeSubmit, (input, ctx) => submitOption(deps, ctx.user.id, input));
  defineRoute(app, microtradeGetResult, (input, ctx) => optionOfUser(deps, ctx.user.id, input.id));
  defineRoute(app, microtradeLists, (input, ctx) => optionsOfUser(deps, ctx.user.id, input));
}
