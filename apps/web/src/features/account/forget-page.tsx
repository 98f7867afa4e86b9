// Reset a forgotten password with a code sent for the 'forget' scene (SPEC.md sections 5 and 7).
import { useId, type FormEvent } from 'react';
import { Button, Toast } from 'antd-mobile';
import { ZForgetRequest } from '@platform/shared/schemas/account';
import { FormField } from '../../components/form-field.tsx';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { validateFields } from '../../lib/field-validation.ts';
import { goBack } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { useForgetMutation } from './api/password.ts';
import { AccountInput } from './components/account-input.tsx';
import { AccountKindTabs } from './components/account-kind-tabs.tsx';
import { CodeInput } from '../../components/code-input.tsx';
import { NewPasswordFields } from './components/new-password-fields.tsx';
import { areaCodeFor, useFormStore } from '../../lib/account-form-store.ts';
import { useAccountForm } from './use-account-form.ts';
import { accountError, useSendCode } from './use-send-code.ts';

export default function ForgetPage() {
  const { t } = useTranslation('common');
  const id = useId();
  const form = useAccountForm('forget');
  const forget = useForgetMutation();
  const code = useSendCode('forget', 'forget', 'account', form.showError);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const account = form.value('account').trim();
    const kindError = account ? accountError(form.kind, account) : null;
    const result = validateFields(ZForgetRequest, {
      account,
      area_code: areaCodeFor(form.kind, form.region),
      code: form.value('code'),
      password: form.value('password'),
      repassword: form.value('repassword'),
    });
    if (kindError || 'errors' in result) {
      const errors = { ...('errors' in result ? result.errors : {}) };
      if (kindError) errors.account = kindError;
      form.setErrors(errors);
      return;
    }
    forget.mutate(result.data, {
      onSuccess: () => {
        Toast.show({ icon: 'success', content: t('forget.done') });
        form.reset();
        useFormStore.getState().setKind('login', form.kind);
        useFormStore.getState().setValue('login', 'user_string', result.data.account);
        goBack(PATHS.login);
      },
    });
  };

  return (
    <div className="auth-page">
      <PageNavBar title="" />
      <form className="auth-form" onSubmit={submit} noValidate>
        <h1 className="auth-form__title">{t('forget.title')}</h1>
        <p className="auth-form__subtitle">{t('forget.subtitle')}</p>
        <AccountKindTabs value={form.kind} onChange={form.setKind} testIdPrefix="forget" />
        <FormField id={`${id}-account`} label={t(`account.${form.kind}`)} error={form.errors.account}>
          <AccountInput
            id={`${id}-account`}
            kind={form.kind}
            value={form.value('account')}
            onValueChange={(next) => form.setValue('account', next)}
            invalid={Boolean(form.errors.account)}
            testId="forget-account"
          />
        </FormField>
        <FormField id={`${id}-code`} label={t('code.label')} error={form.errors.code}>
          <CodeInput
            id={`${id}-code`}
            scene="forget"
            value={form.value('code')}
            onValueChange={(next) => form.setValue('code', next)}
            onSend={code.send}
            sending={code.sending}
            invalid={Boolean(form.errors.code)}
            testId="forget-code"
            sendTestId="forget-send-code"
          />
        </FormField>
        <NewPasswordFields
          form={form}
          idPrefix={id}
          testIdPrefix="forget"
          passwordLabel={t('forget.newPassword')}
          confirmField="repassword"
        />
        <Button type="submit" color="primary" size="large" block loading={forget.isPending} data-testid="forget-submit">
          {t('forget.submit')}
        </Button>
      </form>
    </div>
  );
}
