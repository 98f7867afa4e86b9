// An amount box: decimal keyboard, at most 8 fraction digits, the coin after it and an 'All' button
// that fills what is available.
import type { ReactNode } from 'react';
import { cleanAmountInput } from '../../../lib/coin-amounts.ts';
import { useTranslation } from '../../../lib/i18n.ts';

type Props = {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  unit?: ReactNode;
  onAll?: () => void;
  hint?: ReactNode;
  error?: string | null;
  testId: string;
};

export function AmountField({ label, value, onChange, placeholder, unit, onAll, hint, error, testId }: Props) {
  const { t } = useTranslation('wallet');
  return (
    <label className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <span className="form-field__label">{label}</span>
      <span className="form-field__control">
        <input
          className="text-input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(cleanAmountInput(event.target.value))}
          data-testid={testId}
        />
        {unit ? (
          <span className="form-field__hint" style={{ marginRight: 8 }}>
            {unit}
          </span>
        ) : null}
        {onAll ? (
          <button type="button" className="send-code-button" onClick={onAll} data-testid={`${testId}-all`}>
            {t('form.all')}
          </button>
        ) : null}
      </span>
      {error ? (
        <span className="form-field__error" data-testid={`${testId}-error`}>
          {error}
        </span>
      ) : hint ? (
        <span className="form-field__hint">{hint}</span>
      ) : null}
    </label>
  );
}

/** A plain text box in the same look (names, account numbers). */
export function TextField({
  label,
  value,
  onChange,
  placeholder,
  error,
  testId,
  inputMode,
  maxLength,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  error?: string | null;
  testId: string;
  inputMode?: 'text' | 'numeric';
  maxLength?: number;
}) {
  return (
    <label className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <span className="form-field__label">{label}</span>
      <span className="form-field__control">
        <input
          className="text-input"
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          data-testid={testId}
        />
      </span>
      {error ? (
        <span className="form-field__error" data-testid={`${testId}-error`}>
          {error}
        </span>
      ) : null}
    </label>
  );
}
