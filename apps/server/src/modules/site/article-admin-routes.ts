// The back office's article calls (admin/articles...): the list by category and state, one article
// with its translations, save one language, publish or unpublish, mark the home pop-up, delete a
// translation or the article. Admin sessions only; every change is audited (article-admin.ts).
import type { FastifyInstance } from 'fastify';
import {
  ZAdminArticleDeleteRequest,
  ZAdminArticlePopRequest,
  ZAdminArticlePublishRequest,
  ZAdminArticleRequest,
  ZAdminArticleSaveRequest,
  ZAdminArticlesRequest,
  ZAdminArticleTranslationDeleteRequest,
} from '@platform/shared/schemas/content';
import type { ModuleDeps } from '../../deps.ts';
import { defineRoute, type AuthedContext } from '../../http/route.ts';
import { assertAdmin } from '../../auth/roles.ts';
import {
  findArticleGroup,
  listArticleGroups,
  markPopArticle,
  publishArticle,
  removeArticle,
  removeTranslation,
  saveArticle,
} from './article-admin.ts';

/** The guard runs before the handler reads anything. */
const asAdmin =
  <I, R>(handler: (input: I, ctx: AuthedContext) => Promise<R>) =>
  (input: I, ctx: AuthedContext) => {
    assertAdmin(ctx);
    return handler(input, ctx);
  };

export function registerArticleAdminRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const { db } = deps;

  defineRoute(app, {
    method: 'GET',
    path: 'admin/articles',
    input: ZAdminArticlesRequest,
    auth: true,
    handler: asAdmin((input) => listArticleGroups(db, input)),
  });

  defineRoute(app, {
    method: 'GET',
    path: 'admin/articles/detail',
    input: ZAdminArticleRequest,
    auth: true,
    handler: asAdmin((input) => findArticleGroup(db, input.group_key)),
  });

  defineRoute(app, {
    method: 'POST',
    path: 'admin/articles/save',
    input: ZAdminArticleSaveRequest,
    auth: true,
    handler: asAdmin((input, ctx) => saveArticle(deps, ctx, input)),
  });

  defineRoute(app, {
    method: 'POST',
    path: 'admin/articles/publish',
    input: ZAdminArticlePublishRequest,
    auth: true,
    handler: asAdmin((input, ctx) => publishArticle(deps, ctx, input)),
  });

  defineRoute(app, {
    method: 'POST',
    path: 'admin/articles/pop',
    input: ZAdminArticlePopRequest,
    auth: true,
    handler: asAdmin((input, ctx) => markPopArticle(deps, ctx, input)),
  });

  defineRoute(app, {
    method: 'POST',
    path: 'admin/articles/translation/delete',
    input: ZAdminArticleTranslationDeleteRequest,
    auth: true,
    handler: asAdmin((input, ctx) => removeTranslation(deps, ctx, input)),
  });

  defineRoute(app, {
    method: 'POST',
    path: 'admin/articles/delete',
    input: ZAdminArticleDeleteRequest,
    auth: true,
    handler: asAdmin((input, ctx) => removeArticle(deps, ctx, input.group_key)),
  });
}
