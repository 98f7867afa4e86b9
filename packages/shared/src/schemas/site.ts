// Site settings, currencies, fiat rates, area codes, articles (SPEC.md sections 3, 7).
import { z } from 'zod';
import { key, zId, zLimit, zPage, zPageOf } from './common.ts';

export { ZNoInput } from './common.ts';

/** Settings anyone may read through getSetting; every other key answers setting_unknown. */
export const PUBLIC_SETTING_KEYS = ['site_name', 'support_url', 'logo'] as const;
export type PublicSettingKey = (typeof PUBLIC_SETTING_KEYS)[number];

export const ZGetSettingRequest = z.object({ keyword: z.string(key('setting_unknown')).trim().min(1, key('setting_unknown')).max(64) });
/** SPEC.md section 3: "Setting response: type ('ok') and message.value". */
export const ZSettingResponse = z.object({ key: z.string(), value: z.string() });

export const ZSiteConfig = z.object({
  site_name: z.string(),
  logo: z.string(),
  version: z.string(),
  version_code: z.number().int(),
  market_source: z.string(),
  languages: z.array(z.string()),
  fiat_default: z.string(),
  support_url: z.string(),
});
export type TSiteConfig = z.infer<typeof ZSiteConfig>;

/** A coin on one network (SPEC.md section 3: USDT has id 3 on ERC20 and TRC20). */
export const ZCoin = z.object({
  id: z.number().int(),
  name: z.string(),
  subName: z.string(),
  type: z.string(),
  status: z.number().int(),
  image: z.string(),
  decimals: z.number().int(),
});
export type TCoin = z.infer<typeof ZCoin>;
export const ZCoinList = z.array(ZCoin);

export const ZFiat = z.object({
  currency_code: z.string(),
  symbol: z.string(),
  /** Units of this fiat per 1 USD, a decimal string. */
  rate: z.string(),
  saveTime: z.number().int(),
});
export type TFiat = z.infer<typeof ZFiat>;
export const ZFiatList = z.array(ZFiat);

export const ZAreaCode = z.object({ id: z.number().int(), name: z.string(), name_zh: z.string(), code: z.string(), iso: z.string() });
export type TAreaCode = z.infer<typeof ZAreaCode>;
export const ZAreaCodeList = z.array(ZAreaCode);

export const ZNewsListRequest = z.object({ c_id: zId.optional(), category_id: zId.optional(), page: zPage, limit: zLimit });
export const ZNewsDetailRequest = z.object({ id: zId });
export const ZArticle = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  lang: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  cover: z.string(),
  link: z.string(),
  created_at: z.number().int(),
  /** Changes whenever the article is edited or published again: the home pop-up shows once per version. */
  version: z.string(),
});
export type TArticle = z.infer<typeof ZArticle>;
export const ZArticlePage = zPageOf(ZArticle);
/** news/index_pop: the home pop-up announcement, or null when there is none. */
export const ZNewsPop = ZArticle.nullable();
/** getInformation: the about-us article in the caller's language (null if none) and the site configuration. */
export const ZInformation = z.object({ about: ZArticle.nullable(), site: ZSiteConfig });
export type TInformation = z.infer<typeof ZInformation>;

export const ZMenuItem = z.object({ key: z.string(), path: z.string(), icon: z.string() });
export type TMenuItem = z.infer<typeof ZMenuItem>;
export const ZMenu = z.array(ZMenuItem).readonly();
