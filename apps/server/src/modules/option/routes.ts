// The seconds-option calls of SPEC.md section 7: microtrade/payable_currencies, seconds, submit,
// get_result, lists. Placing an option moves money, so it is idempotent; a user reads only their own.
import type { FastifyInstance } from 'fastify';
import { ZMicrotradeListsRequest, ZMicrotradeResultRequest, ZMicrotradeSubmitRequest } from '@platform/shared/schemas/option';
import { defineRoute } from '../../http/route.ts';
import { activeProducts, optionOfUser, optionsOfUser, payableCurrencies, submitOption, type OptionDeps } from './option-service.ts';

export function registerOptionRoutes(app: FastifyInstance, deps: OptionDeps): void {
  defineRoute(app, {
    method: ['GET', 'POST'],
    path: 'microtrade/payable_currencies',
    auth: false,
    handler: (_input, ctx) => payableCurrencies(deps.db, ctx.user?.id ?? null),
  });

  defineRoute(app, {
    method: ['GET', 'POST'],
    path: 'microtrade/seconds',
    auth: false,
    handler: () => activeProducts(deps.db),
  });

  defineRoute(app, {
    method: 'POST',
    path: 'microtrade/submit',
    input: ZMicrotradeSubmitRequest,
    auth: true,
    idempotent: true,
    handler: (input, ctx) => submitOption(deps, ctx.user.id, input),
  });

  defineRoute(app, {
    method: ['GET', 'POST'],
    path: 'microtrade/get_result',
    input: ZMicrotradeResultRequest,
    auth: true,
    handler: (input, ctx) => optionOfUser(deps, ctx.user.id, input.id),
  });

  defineRoute(app, {
    method: ['GET', 'POST'],
    path: 'microtrade/lists',
    input: ZMicrotradeListsRequest,
    auth: true,
    handler: (input, ctx) => optionsOfUser(deps, ctx.user.id, input),
  });
}
