// The 6-digit code of an authenticator app: digits only, the phone's number pad and its one-time-code
// autofill. The two-factor set-up, the login page's second step and the withdrawal form use it.
import { TOTP_DIGITS } from '@platform/shared/security-rules';
import { useTranslation } from '../lib/i18n.ts';

type Props = { id: string; value: string; onValueChange: (value: string) => void; invalid?: boolean; testId: string; autoFocus?: boolean };

export function OneTimeCodeInput({ id, value, onValueChange, invalid, testId, autoFocus }: Props) {
  const { t } = useTranslation('security');
  return (
    <input
      id={id}
      className="text-input"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={TOTP_DIGITS}
      autoFocus={autoFocus}
      placeholder={t('form.totpPlaceholder', { length: TOTP_DIGITS })}
      value={value}
      onChange={(event) => onValueChange(event.target.value.replace(/\D/g, '').slice(0, TOTP_DIGITS))}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? `${id}-error` : undefined}
      data-testid={testId}
    />
  );
}
