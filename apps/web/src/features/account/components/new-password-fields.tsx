// A new password and its confirmation: the same pair on the register and forgot-password forms,
// which name the fields as their calls do (re_password / repassword).
import { FormField } from '../../../components/form-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import type { AccountForm } from '../use-account-form.ts';
import { PasswordInput } from '../../../components/password-input.tsx';

type Props = {
  form: AccountForm;
  idPrefix: string;
  testIdPrefix: string;
  passwordLabel: string;
  confirmField: 're_password' | 'repassword';
};

export function NewPasswordFields({ form, idPrefix, testIdPrefix, passwordLabel, confirmField }: Props) {
  const { t } = useTranslation('common');
  return (
    <>
      <FormField id={`${idPrefix}-password`} label={passwordLabel} error={form.errors.password} hint={t('account.passwordRule')}>
        <PasswordInput
          id={`${idPrefix}-password`}
          autoComplete="new-password"
          placeholder={t('account.newPasswordPlaceholder')}
          value={form.value('password')}
          onValueChange={(next) => form.setValue('password', next)}
          aria-invalid={Boolean(form.errors.password) || undefined}
          data-testid={`${testIdPrefix}-password`}
        />
      </FormField>
      <FormField id={`${idPrefix}-confirm`} label={t('account.confirmPassword')} error={form.errors[confirmField]}>
        <PasswordInput
          id={`${idPrefix}-confirm`}
          autoComplete="new-password"
          placeholder={t('account.confirmPasswordPlaceholder')}
          value={form.value(confirmField)}
          onValueChange={(next) => form.setValue(confirmField, next)}
          aria-invalid={Boolean(form.errors[confirmField]) || undefined}
          data-testid={`${testIdPrefix}-confirm`}
        />
      </FormField>
    </>
  );
}
