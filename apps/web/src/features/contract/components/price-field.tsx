// A price box: decimal keyboard, at most 8 fraction digits, its label and its message.
import { cleanAmountInput } from '../../../lib/coin-amounts.ts';

export function PriceField({
  label,
  value,
  onChange,
  placeholder,
  error,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  error?: string | null;
  testId: string;
}) {
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
      </span>
      {error ? (
        <span className="form-field__error" data-testid={`${testId}-error`}>
          {error}
        </span>
      ) : null}
    </label>
  );
}
