// Security centre rules both sides use at runtime (issue 5): TOTP as authenticator apps speak it,
// recovery codes and the anti-phishing code. Zod-free, so a screen importing them (the login page,
// the withdrawal form) does not load the schemas.

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30 s steps. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Codes one step before or after the server's step are accepted too (clock drift, slow typing). */
export const TOTP_WINDOW_STEPS = 1;
export const TOTP_CODE_RE = /^\d{6}$/;
/** Answered once when two-factor authentication is turned on; each works once. */
export const RECOVERY_CODES_COUNT = 10;
/** Two groups of five letters or digits, e.g. "k7m2p-x9qr4"; the dash and case are optional when typed. */
export const RECOVERY_CODE_RE = /^[a-z0-9]{5}-?[a-z0-9]{5}$/i;
export const ANTI_PHISHING_RE = /^[A-Za-z0-9]{4,20}$/;
export const ANTI_PHISHING_LENGTH_MAX = 20;

/** The error code user/login and wallet/out answer when two-factor is on and no code came with the call. */
export const TOTP_REQUIRED_CODE = 'totp_required';
