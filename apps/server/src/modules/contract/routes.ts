// lever/* (SPEC.md section 7): the contract screen's terms, the user's positions and history, and
// the money-moving calls (submit, close, batch_close), which are idempotent. lever/deal answers
// signed-out callers too, with nothing available.
import type { FastifyInstance } from 'fastify';
import {
  leverBatchClose,
  leverClose,
  leverDeal,
  leverDealall,
  leverMyTrade,
  leverSetstop,
  leverSubmit,
} from '@platform/shared/contract/lever';
import { defineRoute } from '../../http/route.ts';
import * as reads from './contract-reads.ts';
import type { ContractDesk } from './desk.ts';
import { batchClose, closePosition, setStops, submitEntry } from './position-service.ts';

export function registerContractRoutes(app: FastifyInstance, desk: ContractDesk): void {
  defineRoute(app, leverDeal, (input, ctx) => reads.leverDeal(desk, ctx.user?.id ?? null, input));
  defineRoute(app, leverSubmit, (input, ctx) => submitEntry(desk, ctx.user.id, input));
  defineRoute(app, leverDealall, (input, ctx) => reads.leverDealall(desk, ctx.user.id, input));
  defineRoute(app, leverMyTrade, (input, ctx) => reads.leverMyTrade(desk, ctx.user.id, input));
  defineRoute(app, leverClose, (input, ctx) => closePosition(desk, ctx.user.id, input.id));
  defineRoute(app, leverSetstop, (input, ctx) => setStops(desk, ctx.user.id, input));
  defineRoute(app, leverBatchClose, (input, ctx) => batchClose(desk, ctx.user.id, input));
}
