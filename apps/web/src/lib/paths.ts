// The hash routes of SPEC.md section 2 that the app serves, in one place for links and redirects.
export const PATHS = {
  home: '/',
  homeAlias: '/pages/index/index',
  quotation: '/pages/quotation/index',
  market: '/pages/market/market',
  marketSearch: '/pages/market/search',
  /** With ?symbol=BTC/USDT. */
  marketDetail: '/pages/market/detail',
  transaction: '/pages/transaction/index',
  financial: '/pages/financial/index',
  assets: '/pages/fund/assets',
  login: '/pages/common/login',
  register: '/pages/common/register',
  forget: '/pages/common/forget',
  area: '/pages/common/area',
  settings: '/pages/setting/setting',
  language: '/pages/setting/language',
  fiat: '/pages/setting/fiat',
  realName: '/pages/setting/real',
  /** The news list (article category 4); the home screen calls its items announcements. */
  news: '/pages/news/index',
  newsAlias: '/pages/announcement/index',
  /** One article, with ?id=12. */
  article: '/pages/news/detail',
  articleAlias: '/pages/announcement/info',
  articleCommonAlias: '/pages/common/article',
  // Wallet (features/wallet): deposit, OTC, transfer between accounts, conversion, records.
  /** Pick a coin and chain, with ?action=deposit or ?action=withdraw. */
  fundSelect: '/pages/fund/select',
  /** Deposit: the platform address, QR code, rules and the voucher form, with ?coin=3&network=TRC20. */
  deposit: '/pages/fund/receive',
  depositRule: '/pages/fund/rule',
  /** Deposit and withdrawal records, with ?tab=deposit or ?tab=withdraw. */
  fundRecords: '/pages/fund/receive_withdraw_record',
  assetsRecord: '/pages/fund/assets_record',
  bill: '/pages/setting/bill',
  /** Conversion between coins (wallet/change). */
  convert: '/pages/fund/transfer',
  /** Transfer between account types (user/Transfer). */
  fundTransfer: '/pages/fund/fundTransfer',
  transferHistory: '/pages/fund/transfer_history',
  otc: '/pages/otc/otc',
  // Withdrawal (features/withdraw): the address book, bank cards, pay password.
  /** With ?coin=3. */
  withdraw: '/pages/fund/withdraw',
  addressBook: '/pages/setting/wallet',
  addAddress: '/pages/setting/addWallet',
  bankCard: '/pages/setting/bank',
  bankCardInternational: '/pages/setting/bank_international',
  payPassword: '/pages/setting/payPassword',
  // Trading (app/transaction-page.tsx shell; spot, contract, options; fair). The tab takes ?tab=spot|contract|options&symbol=BTC/USDT.
  /** Spot trading of one pair, with ?symbol=BTC/USDT. */
  currency: '/pages/transaction/currency',
  /** Spot orders: open, history. */
  currencyOrder: '/pages/transaction/currency_order',
  /** Contract trading of one market, with ?symbol=BTC/USDT. */
  contract: '/pages/transaction/contract',
  /** Contract positions, pending entries and history; ?category=index lists the stock (US index) orders. */
  contractOrder: '/pages/transaction/contract_order',
  /** Seconds-option trading of one market, with ?symbol=BTC/USDT (our own path; the SPEC shows only the orders). */
  seconds: '/pages/transaction/seconds',
  /** Seconds-option orders: open and settled. */
  secondsOrder: '/pages/transaction/seconds_order',
  /** Provably fair: a market's hash-chained ticks around ?symbol=BTC/USDT&seq=123, verified in the browser. */
  fairTicks: '/pages/fair/ticks',
  // Identity, security, profile, notifications, content and support (issue 5).
  /** Advanced verification (type 2): front, back and the hand-held photo. */
  advancedReal: '/pages/setting/advancedreal',
  /** The security centre: login password, pay password, phone, email, two-factor, anti-phishing code, sessions. */
  security: '/pages/setting/security',
  /** Change the login password with a code (safe/update_password). */
  password: '/pages/setting/password',
  /** Bind or change the email or phone, with ?kind=email|phone (our own path). */
  bindContact: '/pages/setting/bind',
  /** Two-factor authentication with an authenticator app (TOTP) and recovery codes (our own path). */
  twoFactor: '/pages/setting/two_factor',
  /** The anti-phishing code shown in every email (our own path). */
  antiPhishing: '/pages/setting/anti_phishing',
  /** Active sessions and devices, with sign-out (our own path). */
  sessions: '/pages/setting/sessions',
  /** Profile: avatar, nickname, signature, main account. */
  userInfo: '/pages/setting/userInfo',
  /** Share and invite: the invitation code and link with a QR code and a share action. */
  share: '/pages/setting/share',
  /** The users one invited. */
  team: '/pages/setting/team',
  /** The notifications centre: system notices, read and unread (our own path). */
  notifications: '/pages/setting/messages',
  /** FAQ and help centre (article category 18). */
  faq: '/pages/common/faq',
  /** Contact us (article category 35). */
  contactUs: '/pages/common/contactus',
  /** About us (article category 19) with the version. */
  aboutUs: '/pages/common/aboutus',
  /** Operational compliance (article category 34). */
  compliance: '/pages/setting/operational_compliance',
  /** Customer service: the third-party widget of support_url, or the platform own live chat. */
  kefu: '/pages/kefu/index',
  // Areas not built yet (features/launching): each SPEC path shows that the product is launching and
  // offers the nearest working screen, until its own issue replaces it.
  /** Staking (locked mining). */
  lockming: '/pages/lockming/lockming',
  /** Crypto-backed loans (issue 13): ?tab=borrow|loans. */
  borrowing: '/pages/common/borrowing',
  lockmingBuy: '/pages/lockming/buy',
  lockmingOrder: '/pages/lockming/order',
  lockmingWelcome: '/pages/lockming/welcome',
  /** IEO projects by state, ?tab=warm_up|in_progress|finished. */
  ieo: '/pages/ieo/ieo',
  /** One IEO project and its subscribe form (?id=). */
  ieoSubscribe: '/pages/ieo/subscribe',
  /** The user's IEO subscriptions and their allocations, ?tab=all|subscribed|allocated. */
  ieoOrder: '/pages/ieo/order',
  copyTrade: '/pages/copytrade/copy',
  /** Following traders. */
  follow: '/pages/follow/index',
  /** Dual-currency investment. */
  invest: '/pages/invest/invest',
  /** A dual product: terms, quantity, payoff preview, buy (?id=). */
  investPurchase: '/pages/invest/purchase',
  /** The user's dual orders and their settlements. */
  investMine: '/pages/invest/mine',
  /** How dual investment works. */
  investHelp: '/pages/invest/help',
  nft: '/pages/nft/nft',
} as const;

/** The pages that show the bottom tab bar, with the tab each belongs to. */
export const TAB_OF_PATH: Record<string, TabKey> = {
  [PATHS.home]: 'home',
  [PATHS.homeAlias]: 'home',
  [PATHS.quotation]: 'home',
  [PATHS.market]: 'market',
  [PATHS.transaction]: 'transaction',
  [PATHS.financial]: 'financial',
  [PATHS.assets]: 'assets',
};

export type TabKey = 'home' | 'market' | 'transaction' | 'financial' | 'assets';

export function marketDetailPath(symbol: string): string {
  return `${PATHS.marketDetail}?symbol=${encodeURIComponent(symbol)}`;
}

export type TradeTab = 'spot' | 'contract' | 'options';

/** The trade tab opened on one product and market. */
export function tradePath(tab: TradeTab, symbol?: string): string {
  const query = new URLSearchParams({ tab });
  if (symbol) query.set('symbol', symbol);
  return `${PATHS.transaction}?${query.toString()}`;
}

/** The ticks that decided an outcome: the tick `seq` of `symbol` with its neighbours. */
export function fairTicksPath(symbol: string, seq: number): string {
  return `${PATHS.fairTicks}?symbol=${encodeURIComponent(symbol)}&seq=${seq}`;
}

export function articlePath(id: number): string {
  return `${PATHS.article}?id=${id}`;
}
