// Business constants of SPEC.md section 9, named with their unit last.

export const APP_VERSION = '0.8.0';
export const APP_VERSION_CODE = 80;
export const WEB_STORAGE_VERSION = 1;

export const STORAGE_KEY_TOKEN = 'token';
export const STORAGE_KEY_LANG = 'lang';
export const STORAGE_KEY_WEB_VERSION = 'h5Version';
export const STORAGE_KEY_FIAT = 'fiat';
export const STORAGE_KEY_FIAT_LIST = 'fiatList';
export const STORAGE_KEY_FIAT_SAVED_AT = 'saveFiatsTime';

export const PAGE_LIMIT_DEFAULT = 10;
export const PAGE_LIMIT_OPTIONS = 5;
export const PAGE_LIMIT_MAX = 100;
export const PAGE_MAX = 10_000;

export const SESSION_REDIRECT_DELAY_MS = 1200;
export const LAUNCH_LOGIN_REDIRECT_DELAY_MS = 500;
export const REQUEST_TIMEOUT_MS = 60_000;
export const PAGE_LOADING_DELAY_MS = 200;
export const PAGE_LOAD_TIMEOUT_MS = 60_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const FIAT_RATE_REFRESH_MS = 86_400_000;
export const DEBOUNCE_MS = 500;
export const UPLOAD_TOAST_MS = 2000;
export const ROUTE_ANIMATION_MS = 200;

export const CODE_COUNTDOWN_SECONDS = 60;
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_RESEND_INTERVAL_MS = 60_000;
export const CODE_ATTEMPTS_MAX = 5;

export const LOGIN_FAILURES_FREE = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
export const LOGIN_BACKOFF_BASE_MS = 30_000;
export const LOGIN_BACKOFF_MAX_MS = 15 * 60_000;

export const SESSION_TTL_MS = 30 * 24 * 3_600_000;

export const NICKNAME_LENGTH_MIN = 2;
export const NICKNAME_LENGTH_MAX = 10;
export const SIGNATURE_LENGTH_MIN = 2;
export const SIGNATURE_LENGTH_MAX = 30;
/** "Password: longer than six characters" (SPEC.md section 5). */
export const PASSWORD_LENGTH_MIN = 7;
export const PASSWORD_LENGTH_MAX = 64;
export const TEXTAREA_LENGTH_MAX = 140;
export const SEARCH_BOX_HEIGHT_PX = 32;
export const AREA_CODE_DEFAULT = '86';

export const DEPOSIT_MINIMUM_USDT = '1';
export const DEPOSIT_CONFIRMATIONS = 10;
export const PLEDGE_EARLY_REDEMPTION_PENALTY_PERCENT = 8;

export const COLOR_UP = '#0a8273';
export const COLOR_DOWN = '#f66';
export const TAB_BAR_HEIGHT_PX = 60;
export const TIME_ZONE_DEFAULT = 'America/New_York';
export const FIAT_DEFAULT = 'USD';

export const SOCKET_PATH = '/socket.io';
export const SOCKET_RECONNECT_DELAY_MS = 1000;
export const SOCKET_RECONNECT_DELAY_MAX_MS = 5000;
export const SOCKET_RANDOMIZATION_FACTOR = 0.5;
export const SOCKET_CONNECT_TIMEOUT_MS = 20_000;

export const BODY_LIMIT_BYTES = 1_048_576;
export const UPLOAD_LIMIT_BYTES = 5 * 1_048_576;

/** Article categories of SPEC.md section 7 (news/list). */
export const ARTICLE_CATEGORY = {
  news: 4,
  banner: 5,
  faq: 18,
  about: 19,
  compliance: 34,
  contact: 35,
  share: 36,
} as const;

/** Account types of SPEC.md section 3. */
export const ACCOUNT_TYPE = { legal: 1, change: 2, lever: 3, micro: 4 } as const;
export type AccountTypeId = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];

/** Identity tiers of SPEC.md section 6. */
export const VERIFICATION_TIER_LIMITS = {
  basic: { withdrawal24hBtc: '200', fiatTradeSingleUsdt: '2000' },
  advanced: { withdrawal24hBtc: '500', fiatTradeSingleUsdt: '1000000' },
} as const;
