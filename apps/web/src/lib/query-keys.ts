// Every query key of the web app, in one factory. Two screens that read the same server data get
// the same key from here, so they share one cache entry and one invalidation reaches both (the
// signed-in user, the change account's coins that the wallet, spot and withdrawal screens all
// read). Each area's keys sit under one prefix (`all`), the prefix a mutation or a socket event
// invalidates. Keys of one user's data carry the session token, so one user's data never shows
// for the next user of the same browser.
type Token = string | null;

const user = {
  all: ['user'] as const,
  /** user/info: the signed-in user (lib/user-info.ts). */
  info: (token: Token) => [...user.all, 'info', token] as const,
  invitees: (token: Token, limit: number) => [...user.all, 'invitees', token, limit] as const,
};

const wallet = {
  all: ['wallet'] as const,
  ofUser: (token: Token) => [...wallet.all, token ?? ''] as const,
  /** currency/user_currency_list: every coin with the change account's available amount. */
  userCoins: (token: Token) => [...wallet.ofUser(token), 'coins'] as const,
  list: (token: Token) => [...wallet.ofUser(token), 'list'] as const,
  transferAccounts: (token: Token) => [...wallet.ofUser(token), 'transferAccounts'] as const,
  transferFee: (token: Token, coinId: unknown, fromId: unknown, toId: unknown, amount: unknown) =>
    [...wallet.ofUser(token), 'transferFee', coinId, fromId, toId, amount] as const,
  transfers: (token: Token) => [...wallet.ofUser(token), 'transfers'] as const,
  quote: (token: Token, fromId: unknown, toId: unknown, amount: unknown) =>
    [...wallet.ofUser(token), 'quote', fromId, toId, amount] as const,
  conversions: (token: Token) => [...wallet.ofUser(token), 'conversions'] as const,
  otcInfo: (token: Token) => [...wallet.ofUser(token), 'otcInfo'] as const,
  depositAddress: (token: Token, coinId: unknown, network: unknown) =>
    [...wallet.ofUser(token), 'depositAddress', coinId, network] as const,
  deposits: (token: Token) => [...wallet.ofUser(token), 'deposits'] as const,
  withdrawals: (token: Token) => [...wallet.ofUser(token), 'withdrawals'] as const,
  ledger: (token: Token, filter: unknown) => [...wallet.ofUser(token), 'ledger', filter] as const,
};

// Under the wallet's prefix: a wallet-wide invalidation (a balance event, a movement elsewhere)
// refreshes the withdrawal screens too.
const withdraw = {
  all: [...wallet.all, 'withdraw'] as const,
  info: (coinId: number) => [...withdraw.all, 'info', coinId] as const,
  legalBalance: (coinId: number) => [...withdraw.all, 'legal-balance', coinId] as const,
  addresses: () => [...withdraw.all, 'addresses'] as const,
  bankCard: (kind: 'domestic' | 'international') => [...withdraw.all, 'bank-card', kind] as const,
  payPasswordState: () => [...withdraw.all, 'pay-password-state'] as const,
};

const spot = {
  all: ['spot'] as const,
  market: (symbol: string, part: 'depth' | 'trades') => [...spot.all, 'market', symbol, part] as const,
  ofUser: () => [...spot.all, 'user'] as const,
  openOrders: (token: Token, symbol: string) => [...spot.ofUser(), token ?? '', 'orders', 'in_progress', symbol] as const,
  orderPages: (token: Token, state: string, limit: number) => [...spot.ofUser(), token ?? '', 'orders', state, 'pages', limit] as const,
};

const contract = {
  all: ['contract'] as const,
  deal: (token: Token, symbol: string) => [...contract.all, token ?? '', 'deal', symbol] as const,
  myTrade: (token: Token, status: unknown, category: string, limit: number) =>
    [...contract.all, token ?? '', 'myTrade', status, category, limit] as const,
  positions: (token: Token) => [...contract.all, token ?? '', 'dealall'] as const,
};

const option = {
  all: ['option'] as const,
  payable: (token: Token) => [...option.all, token ?? '', 'payable'] as const,
  recent: (token: Token) => [...option.all, token ?? '', 'recent'] as const,
  orders: (token: Token, status: string) => [...option.all, token ?? '', 'orders', status] as const,
  // Outside option.all: neither changes when the user's orders or balances do.
  products: () => ['optionProducts'] as const,
  ticks: (symbol: string) => ['optionTicks', symbol] as const,
};

const loan = {
  all: ['loan'] as const,
  config: (token: Token) => [...loan.all, token ?? '', 'config'] as const,
  orders: (token: Token) => [...loan.all, token ?? '', 'orders'] as const,
  summary: (token: Token) => [...loan.all, token ?? '', 'summary'] as const,
};

const notifications = {
  all: ['notifications'] as const,
  unread: (token: Token) => [...notifications.all, 'unread', token] as const,
  list: (token: Token, filter: string) => [...notifications.all, 'list', token, filter] as const,
};

const support = {
  all: ['support'] as const,
  setting: () => [...support.all, 'setting'] as const,
  unread: (token: Token) => [...support.all, token ?? '', 'unread'] as const,
  messages: (token: Token) => [...support.all, token ?? '', 'messages'] as const,
};

const security = {
  all: ['security'] as const,
  state: () => [...security.all, 'state'] as const,
  sessions: () => [...security.all, 'sessions'] as const,
};

const identity = {
  all: ['identity'] as const,
  state: () => [...identity.all, 'state'] as const,
};

const market = {
  quotation: () => ['market', 'quotation'] as const,
  search: (keyword: string) => ['market', 'search', keyword] as const,
  candles: (symbol: string, period: string) => ['market', 'candles', symbol, period] as const,
  favoritesAll: ['market', 'favorites'] as const,
  favorites: (token: Token) => [...market.favoritesAll, token ?? ''] as const,
};

const content = {
  newsAll: ['content', 'news'] as const,
  news: (categoryId: unknown, limit: number) => [...content.newsAll, categoryId, limit] as const,
  article: (id: unknown) => ['content', 'article', id] as const,
  category: (categoryId: unknown) => ['content', 'category', categoryId] as const,
  information: () => ['content', 'information'] as const,
  shareArticle: (lang: string) => ['content', 'share-article', lang] as const,
};

const home = {
  articles: (categoryId: unknown, limit: number) => ['home', 'articles', categoryId, limit] as const,
  popArticle: () => ['home', 'pop-article'] as const,
  menu: () => ['home', 'menu'] as const,
};

export const queryKeys = {
  user,
  wallet,
  withdraw,
  spot,
  contract,
  option,
  loan,
  notifications,
  support,
  security,
  identity,
  market,
  content,
  home,
  areaList: () => ['area', 'list'] as const,
  fairTicks: (symbol: string, seq: unknown) => ['fair', 'ticks', symbol, seq] as const,
};
