// A password input with a show/hide toggle.
import { useState, type InputHTMLAttributes } from 'react';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useTranslation } from '../lib/i18n.ts';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'value'> & {
  value: string;
  onValueChange: (value: string) => void;
};

export function PasswordInput({ value, onValueChange, ...inputProps }: Props) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <>
      <input
        {...inputProps}
        className="text-input"
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
      />
      <button
        type="button"
        className="icon-button"
        onClick={() => setVisible(!visible)}
        aria-label={t(visible ? 'account.hidePassword' : 'account.showPassword')}
        aria-pressed={visible}
      >
        {visible ? <EyeOutline /> : <EyeInvisibleOutline />}
      </button>
    </>
  );
}
