// lever/* (SPEC.md section 7): the contract screen's terms, the user's positions and history, and
// the money-moving calls (submit, close, batch_close), which are idempotent. lever/deal answers
// signed-out callers too, with nothing available.
import type { FastifyInstance } from 'fastify';
import {
  ZLeverBatchCloseRequest,
  ZLeverCloseRequest,
  ZLeverDealallRequest,
  ZLeverDealRequest,
  ZLeverMyTradeRequest,
  ZLeverSetStopRequest,
  ZLeverSubmitRequest,
} from '@platform/shared/schemas/contract';
import { defineRoute } from '../../http/route.ts';
import { leverDeal, leverDealall, leverMyTrade } from './contract-reads.ts';
import type { ContractDesk } from './desk.ts';
import { batchClose, closePosition, setStops, submitEntry } from './position-service.ts';

export function registerContractRoutes(app: FastifyInstance, desk: ContractDesk): void {
  defineRoute(app, {
    method: ['GET', 'POST'],
    path: 'lever/deal',
    input: ZLeverDealRequest,
    auth: false,
    handler: (input, ctx) => leverDeal(desk, ctx.user?.id ?? null, input),
  });

  defineRoute(app, {
    method: 'POST',
    path: 'lever/submit',
    input: ZLeverSubmitRequest,
    auth: true,
    idempotent: true,
    handler: (input, ctx) => submitEntry(desk, ctx.user.id, input),
  });

  defineRoute(app, {
    method: ['GET', 'POST'],
    path: 'lever/dealall',
    input: ZLeverDealallRequest,
    auth: true,
    handler: (input, ctx) => leverDealall(desk, ctx.user.id, input),
  });

  defineRoute(app, {
    method: ['GET', 'POST'],
    path: 'lever/my_trade',
    input: ZLeverMyTradeRequest,
    auth: true,
    handler: (input, ctx) => leverMyTrade(desk, ctx.user.id, input),
  });

  defineRoute(app, {
    method: 'POST',
    path: 'lever/close',
    input: ZLeverCloseRequest,
    auth: true,
    idempotent: true,
    handler: (input, ctx) => closePosition(desk, ctx.user.id, input.id),
  });

  defineRoute(app, {
    method: 'POST',
    path: 'lever/setstop',
    input: ZLeverSetStopRequest,
    auth: true,
    handler: (input, ctx) => setStops(desk, ctx.user.id, input),
  });

  defineRoute(app, {
    method: 'POST',
    path: 'lever/batch_close',
    input: ZLeverBatchCloseRequest,
    auth: true,
    idempotent: true,
    handler: (input, ctx) => batchClose(desk, ctx.user.id, input),
  });
}
