// One error type for expected failures; its text key is translated into the caller's language.
import { TYPE_ERROR, TYPE_REAL_NAME_REQUIRED, TYPE_SESSION_INVALID, type EnvelopeFailure } from '@platform/shared/envelope';
import type { TextKey } from '@platform/shared/i18n/texts';

export type FailureType = EnvelopeFailure['type'];

export class AppError extends Error {
  constructor(
    readonly textKey: TextKey,
    readonly params: Record<string, string | number> = {},
    readonly type: FailureType = TYPE_ERROR,
    /** Envelope failures answer 200 so any client of the contract reads `type`; transport ones do not. */
    readonly status = 200,
  ) {
    super(textKey);
  }
}

export const sessionInvalid = () => new AppError('session_invalid', {}, TYPE_SESSION_INVALID);
export const loginRequired = () => new AppError('please_login_first', {}, TYPE_SESSION_INVALID);
export const realNameRequired = () => new AppError('real_name_required', {}, TYPE_REAL_NAME_REQUIRED);
export const parameterError = (textKey: TextKey = 'parameter_error') => new AppError(textKey);
