// The back office's article calls (admin/articles...): the list by category and state, one article
// with its translations, save one language, publish or unpublish, mark the home pop-up, delete a
// translation or the article. Admin sessions only (the entries' auth); every change is audited
// (article-admin.ts).
import type { FastifyInstance } from 'fastify';
import {
  adminArticles,
  adminArticlesDelete,
  adminArticlesDetail,
  adminArticlesPop,
  adminArticlesPublish,
  adminArticlesSave,
  adminArticlesTranslationDelete,
} from '@platform/shared/contract/site';
import type { ModuleDeps } from '../../deps.ts';
import { defineRoute } from '../../http/route.ts';
import {
  findArticleGroup,
  listArticleGroups,
  markPopArticle,
  publishArticle,
  removeArticle,
  removeTranslation,
  saveArticle,
} from './article-admin.ts';

export function registerArticleAdminRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const { db } = deps;
  defineRoute(app, adminArticles, (input) => listArticleGroups(db, input));
  defineRoute(app, adminArticlesDetail, (input) => findArticleGroup(db, input.group_key));
  defineRoute(app, adminArticlesSave, (input, ctx) => saveArticle(deps, ctx, input));
  defineRoute(app, adminArticlesPublish, (input, ctx) => publishArticle(deps, ctx, input));
  defineRoute(app, adminArticlesPop, (input, ctx) => markPopArticle(deps, ctx, input));
  defineRoute(app, adminArticlesTranslationDelete, (input, ctx) => removeTranslation(deps, ctx, input));
  defineRoute(app, adminArticlesDelete, (input, ctx) => removeArticle(deps, ctx, input.group_key));
}
