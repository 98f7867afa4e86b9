// The sample articles' group keys and the shape of one translation. Each language's file
// (articles/<lang>.ts) translates every group, so a group added here without its translations
// fails the typecheck.
export type ArticleText = { title: string; summary: string; body: string };

/** group_key identifies an article across its translations; never rename one that has shipped. */
export const ARTICLE_GROUPS = [
  'banner-markets',
  'banner-staking',
  'banner-invite',
  'announcement-security-notice',
  'announcement-maintenance',
  'announcement-new-listings',
  'news-stablecoin-networks',
  'news-reading-candles',
  'news-leverage-risk',
  'news-asset-protection',
  'faq-registration',
  'faq-verification-codes',
  'faq-deposits',
  'faq-withdrawals',
  'faq-fees',
  'faq-security',
  'about-us',
  'operational-compliance',
  'contact-us',
  'share-invite',
] as const;

export type ArticleGroup = (typeof ARTICLE_GROUPS)[number];

/** Every sample article in one language. */
export type ArticleTranslations = Record<ArticleGroup, ArticleText>;
