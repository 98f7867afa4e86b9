// TOTP (RFC 6238) as authenticator apps speak it, and the recovery codes: the pure parts, no SQL.
import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODES_COUNT, TOTP_DIGITS, TOTP_PERIOD_SECONDS, TOTP_WINDOW_STEPS } from '@platform/shared/schemas/security';

/** 160 random bits, the size RFC 4226 recommends for SHA-1. */
const SECRET_BYTES = 20;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function totpOf(secretBase32: string, issuer = '', label = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secretBase32: string, issuer: string, label: string): string {
  return totpOf(secretBase32, issuer, label).toString();
}

export function stepAt(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
}

/** The time step `code` belongs to within ±1 step of now, or null when it matches none. */
export function matchingStep(secretBase32: string, code: string, nowMs: number): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: nowMs, window: TOTP_WINDOW_STEPS });
  return delta === null ? null : stepAt(nowMs) + delta;
}

/** "k7m2p-x9qr4": 50 bits each, typed by hand when the phone is lost. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES_COUNT }, () => {
    const chars = Array.from(crypto.randomBytes(10), (byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Case, spaces and the dash do not matter when a recovery code is typed. */
export function recoveryCodeHash(userId: number, code: string): string {
  const normalised = code.replace(/[\s-]/g, '').toLowerCase();
  return crypto.createHash('sha256').update(`${userId}|${normalised}`).digest('hex');
}
