// Zod-free guards of the site answers the home screen reads (../schemas/site.ts): articles and menu.
import type { PageOf } from '../envelope.ts';
import type { TArticle, TMenuItem } from '../schemas/site.ts';
import { arrayOf, isInt, isString, nullable, objectOf, type Guard } from './shape.ts';

export const isArticle: Guard<TArticle> = objectOf<TArticle>({
  id: isInt,
  category_id: isInt,
  lang: isString,
  title: isString,
  summary: isString,
  body: isString,
  cover: isString,
  link: isString,
  created_at: isInt,
  version: isString,
});
/** news/index_pop: an article or null. */
export const isPopArticle: Guard<TArticle | null> = nullable(isArticle);

export const isArticlePage: Guard<PageOf<TArticle>> = objectOf<PageOf<TArticle>>({
  data: arrayOf(isArticle),
  total: isInt,
  page: isInt,
  limit: isInt,
});

export const isMenuItem: Guard<TMenuItem> = objectOf<TMenuItem>({ key: isString, path: isString, icon: isString });
export const isMenu: Guard<TMenuItem[]> = arrayOf(isMenuItem);
