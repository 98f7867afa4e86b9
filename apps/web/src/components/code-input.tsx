// The 6-digit verification code input with its send button and the 60 s countdown.
import { CODE_LENGTH } from '@platform/shared/constants';
import type { CodeScene } from '@platform/shared/account-rules';
import { useCodeCountdown } from '../lib/code-countdown.ts';
import { useTranslation } from '../lib/i18n.ts';

type Props = {
  id: string;
  scene: CodeScene;
  value: string;
  onValueChange: (value: string) => void;
  onSend: () => void;
  sending: boolean;
  testId: string;
  sendTestId: string;
  invalid?: boolean;
};

export function CodeInput({ id, scene, value, onValueChange, onSend, sending, testId, sendTestId, invalid }: Props) {
  const { t } = useTranslation('common');
  const secondsLeft = useCodeCountdown(scene);
  return (
    <>
      <input
        id={id}
        className="text-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        placeholder={t('code.placeholder', { length: CODE_LENGTH })}
        value={value}
        onChange={(event) => onValueChange(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        data-testid={testId}
      />
      <button type="button" className="send-code-button" onClick={onSend} disabled={sending || secondsLeft > 0} data-testid={sendTestId}>
        {secondsLeft > 0 ? t('code.resendIn', { seconds: secondsLeft }) : sending ? t('code.sending') : t('code.send')}
      </button>
    </>
  );
}
