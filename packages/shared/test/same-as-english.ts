// Which texts a non-English language may leave identical to English (issue 12, item 6), shared by
// the web locale test (apps/web/test/locales.test.ts), the server texts test
// (packages/shared/test/server-texts.test.ts) and the seeded articles test.
//
// A text may equal English only when every word of it, once its {{placeholders}} are removed, is
// either on the global list (names that are the same in every language) or on the list of its
// language (loanwords a native speaker really uses in a trading app). A text with no word left
// (pure placeholders, numbers, punctuation) is always allowed.
import type { Lang } from '../src/languages.ts';

/**
 * The same in every language: product names, tickers, symbols, the chart periods of the K-line
 * toolbar (exchanges show 1m/5m/1H/1D in every language), and the sample invitation code.
 */
export const GLOBAL_SAME = new Set<string>([
  // Tickers and currency codes.
  'BTC',
  'ETH',
  'USDT',
  'USDC',
  'LTC',
  'BCH',
  'USD',
  // Product and protocol names, written in Latin letters in every language's exchange apps.
  'IEO',
  'NFT',
  'UID',
  'IP',
  'Nova',
  'Exchange',
  'ERC20',
  'TRC20',
  // Yield abbreviations exchanges print beside the rate in every Latin-script language and in Thai
  // (Chinese, Japanese and Korean write 年化 / 연 and are translated anyway).
  'APR',
  'APY',
  // K-line periods.
  '1m',
  '5m',
  '15m',
  '30m',
  '1H',
  '4H',
  '1D',
  '1W',
  '1M',
  // The placeholder of the invitation code field.
  'abcde-12345',
]);

/**
 * Loanwords per language, each accepted because the trading apps of that language (Binance, Bitpanda,
 * Kraken, eToro... in that language) use the English word, or because the word is spelt the same in
 * that language. Chinese, Japanese, Korean and Thai translate everything except what is global.
 */
export const SAME_PER_LANGUAGE: Record<Exclude<Lang, 'en'>, readonly string[]> = {
  zh: [],
  hk: [],
  jp: [],
  kor: [],
  // Thai exchanges (Bitkub, Binance TH) write take-profit/stop-loss as "TP/SL" in Latin letters.
  th: ['TP', 'SL'],
  de: [
    // German words spelt as in English.
    'Version',
    'Details',
    'Index',
    'Limit',
    'Option',
    'Code',
    'Bank',
    'Name',
    'Max',
    'Min',
    'Liquidation',
    'International',
    // Trading loanwords German apps use as is.
    'Order',
    'Orders',
    'Spot',
    'Staking',
    'Margin',
    'Long',
    'Short',
    'Lots',
    'Spread',
    'Chart',
    'Coin',
    'Fiat',
    'Support',
    'OK',
    'TP',
    'SL',
  ],
  fra: [
    // French words spelt as in English.
    'Version',
    'Options',
    'Option',
    'Lots',
    'lot',
    'Multiple',
    'Multiples',
    'Liquidation',
    'Positions',
    'Notifications',
    'Notification',
    'Signature',
    'Protection',
    'Code',
    'Total',
    'Conversion',
    'Minimum',
    'Max',
    'Min',
    // Trading loanwords French apps use as is.
    'Spot',
    'Staking',
    'Long',
    'Short',
    'Stop-loss',
    'Take-profit',
    'Crypto',
    'Fiat',
    'hash',
    'Support',
    'OK',
    'TP',
    'SL',
  ],
  spa: [
    // Spanish words spelt as in English.
    'Total',
    // Trading loanwords Spanish apps use as is.
    'Spot',
    'Staking',
    'Stop-loss',
    'Fiat',
    'hash',
    'TP',
    'SL',
  ],
  pt: [
    // Portuguese words spelt as in English.
    'Total',
    // Trading loanwords Brazilian apps use as is.
    'Spot',
    'Staking',
    'Stop-loss',
    'Long',
    'Short',
    'Fiat',
    'Spread',
    'hash',
    'OK',
    'TP',
    'SL',
  ],
  sv: [
    // Swedish words spelt as in English.
    'Start',
    'Version',
    'Index',
    'Option',
    'Bank',
    'Limit',
    'Max',
    // Trading loanwords Swedish apps use as is.
    'Spot',
    'Staking',
    'Stop-loss',
    'Spread',
    'Fiat',
    'hash',
    'Support',
    'OK',
    'TP',
    'SL',
  ],
  it: [
    // Everyday English words Italian apps use as is.
    'Home',
    'Email',
    'Password',
    'Nickname',
    'Max',
    'Min',
    'OK',
    // Trading loanwords Italian apps use as is.
    'Spot',
    'Staking',
    'Long',
    'Short',
    'Spread',
    'Fiat',
    'hash',
    'TP',
    'SL',
  ],
};

/** The words of a text once its {{placeholders}} are removed: runs of letters, digits and '-'. */
function words(text: string): string[] {
  return text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .split(/[^\p{L}\p{N}-]+/u)
    .map((word) => word.replace(/^-+|-+$/g, ''))
    .filter((word) => /\p{L}/u.test(word));
}

/** Whether `lang` may carry `text` although it is exactly the English text. */
export function mayEqualEnglish(lang: Exclude<Lang, 'en'>, text: string): boolean {
  const own = new Set(SAME_PER_LANGUAGE[lang]);
  return words(text).every((word) => GLOBAL_SAME.has(word) || own.has(word));
}

/** '{{amount}} {{coin}}' -> ['amount', 'coin'], sorted, for comparing two languages' texts. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.-]+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1] ?? '').sort();
}
