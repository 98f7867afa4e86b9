// Sending a verification code from a form: checks the account first, then starts the countdown.
import { Toast } from 'antd-mobile';
import { accountKindOf, type AccountKind, type CodeScene } from '@platform/shared/account-rules';
import { startCodeCountdown } from '../../lib/code-countdown.ts';
import { textOf, useTranslation } from '../../lib/i18n.ts';
import { useSendCodeMutation } from './api/verification-code.ts';
import { areaCodeFor, useFormStore, type FormName } from '../../lib/account-form-store.ts';

/** The translated reason an account string does not fit the chosen kind, or null when it does. */
export function accountError(kind: AccountKind, userString: string): string | null {
  if (!userString) return textOf('account_required');
  if (accountKindOf(userString) !== kind) return textOf(kind === 'email' ? 'email_invalid' : 'phone_invalid');
  return null;
}

export function useSendCode(form: FormName, scene: CodeScene, accountField: string, onInvalid: (field: string, message: string) => void) {
  const { t } = useTranslation('common');
  const mutation = useSendCodeMutation();

  const send = () => {
    const { values, kinds, region } = useFormStore.getState();
    const kind = kinds[form];
    const userString = (values[form][accountField] ?? '').trim();
    const invalid = accountError(kind, userString);
    if (invalid) {
      onInvalid(accountField, invalid);
      return;
    }
    mutation.mutate(
      { kind, request: { user_string: userString, scene, area_code: areaCodeFor(kind, region) } },
      {
        onSuccess: () => {
          startCodeCountdown(scene);
          Toast.show({ content: t('code.sent') });
        },
      },
    );
  };

  return { send, sending: mutation.isPending };
}
