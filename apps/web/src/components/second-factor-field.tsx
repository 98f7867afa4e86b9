// The second factor where the user is asked for it outside the security centre: at login (after
// user/login answered 'totp_required') and on the withdrawal form. A 6-digit authenticator code, or
// a recovery code when the phone is not at hand.
import { useState } from 'react';
import { FormField } from './form-field.tsx';
import { useTranslation } from '../lib/i18n.ts';
import { OneTimeCodeInput } from './one-time-code-input.tsx';
import styles from './second-factor-field.module.css';

type Props = { id: string; value: string; onValueChange: (value: string) => void; error?: string; testId: string; autoFocus?: boolean };

export function SecondFactorField({ id, value, onValueChange, error, testId, autoFocus }: Props) {
  const { t } = useTranslation('security');
  const [recovery, setRecovery] = useState(false);
  const switchKind = () => {
    setRecovery(!recovery);
    onValueChange('');
  };
  return (
    <div className={styles.secondFactor}>
      <FormField
        id={id}
        label={recovery ? t('secondFactor.recoveryLabel') : t('secondFactor.label')}
        error={error}
        hint={recovery ? t('secondFactor.recoveryHint') : t('secondFactor.hint')}
      >
        {recovery ? (
          <input
            id={id}
            className="text-input"
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            maxLength={16}
            autoFocus={autoFocus}
            placeholder={t('secondFactor.recoveryPlaceholder')}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            data-testid={testId}
          />
        ) : (
          <OneTimeCodeInput
            id={id}
            value={value}
            onValueChange={onValueChange}
            invalid={Boolean(error)}
            testId={testId}
            autoFocus={autoFocus}
          />
        )}
      </FormField>
      <button type="button" className={`text-link ${styles.switchLink}`} onClick={switchKind} data-testid={`${testId}-switch`}>
        {recovery ? t('secondFactor.useApp') : t('secondFactor.useRecovery')}
      </button>
    </div>
  );
}
