// Register with an email or a phone number, a code, a password twice and an optional invitation code
// (SPEC.md sections 3, 5 and 7). `?invite=` prefills the invitation code.
import { useEffect, useId, type FormEvent } from 'react';
import { Button, Toast } from 'antd-mobile';
import { Link, useSearchParams } from 'wouter';
import { ZRegisterRequest } from '@platform/shared/schemas/account';
import { FormField } from '../../components/form-field.tsx';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { validateFields } from '../../lib/field-validation.ts';
import { navigate } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { useRegisterMutation } from './api/register.ts';
import { AccountInput } from './components/account-input.tsx';
import { AccountKindTabs } from './components/account-kind-tabs.tsx';
import { CodeInput } from '../../components/code-input.tsx';
import { NewPasswordFields } from './components/new-password-fields.tsx';
import { areaCodeFor, useFormStore } from '../../lib/account-form-store.ts';
import { useAccountForm } from './use-account-form.ts';
import { useSendCode } from './use-send-code.ts';

const INVITE_CODE_LENGTH_MAX = 32;

export default function RegisterPage() {
  const { t } = useTranslation('common');
  const [searchParams] = useSearchParams();
  const invite = searchParams.get('invite')?.trim().slice(0, INVITE_CODE_LENGTH_MAX) ?? '';
  const id = useId();
  const form = useAccountForm('register');
  const registerMutation = useRegisterMutation();
  const code = useSendCode('register', 'register', 'user_string', form.showError);

  useEffect(() => {
    if (invite) useFormStore.getState().setValue('register', 'extension_code', invite);
  }, [invite]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateFields(ZRegisterRequest, {
      type: form.kind,
      user_string: form.value('user_string').trim(),
      area_code: areaCodeFor(form.kind, form.region),
      code: form.value('code'),
      password: form.value('password'),
      re_password: form.value('re_password'),
      extension_code: form.value('extension_code'),
    });
    if ('errors' in result) {
      form.setErrors(result.errors);
      return;
    }
    registerMutation.mutate(result.data, {
      onSuccess: ({ loggedIn }) => {
        Toast.show({ icon: 'success', content: t('registrationSuccess') });
        form.reset();
        if (loggedIn) navigate(PATHS.home, { replace: true });
        else {
          useFormStore.getState().setKind('login', result.data.type);
          useFormStore.getState().setValue('login', 'user_string', result.data.user_string);
          navigate(PATHS.login, { replace: true });
        }
      },
    });
  };

  return (
    <div className="auth-page">
      <PageNavBar title="" />
      <form className="auth-form" onSubmit={submit} noValidate>
        <h1 className="auth-form__title">{t('register.title')}</h1>
        <p className="auth-form__subtitle">{t('register.subtitle')}</p>
        <AccountKindTabs value={form.kind} onChange={form.setKind} testIdPrefix="register" />
        <FormField id={`${id}-account`} label={t(`account.${form.kind}`)} error={form.errors.user_string}>
          <AccountInput
            id={`${id}-account`}
            kind={form.kind}
            value={form.value('user_string')}
            onValueChange={(next) => form.setValue('user_string', next)}
            invalid={Boolean(form.errors.user_string)}
            testId="register-account"
          />
        </FormField>
        <FormField id={`${id}-code`} label={t('code.label')} error={form.errors.code}>
          <CodeInput
            id={`${id}-code`}
            scene="register"
            value={form.value('code')}
            onValueChange={(next) => form.setValue('code', next)}
            onSend={code.send}
            sending={code.sending}
            invalid={Boolean(form.errors.code)}
            testId="register-code"
            sendTestId="register-send-code"
          />
        </FormField>
        <NewPasswordFields
          form={form}
          idPrefix={id}
          testIdPrefix="register"
          passwordLabel={t('account.password')}
          confirmField="re_password"
        />
        <FormField id={`${id}-invite`} label={t('register.inviteCode')} error={form.errors.extension_code}>
          <input
            id={`${id}-invite`}
            className="text-input"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            maxLength={INVITE_CODE_LENGTH_MAX}
            placeholder={t('register.inviteCodePlaceholder')}
            value={form.value('extension_code')}
            onChange={(event) => form.setValue('extension_code', event.target.value)}
            data-testid="register-invite"
          />
        </FormField>
        <Button type="submit" color="primary" size="large" block loading={registerMutation.isPending} data-testid="register-submit">
          {t('register.submit')}
        </Button>
        <p className="auth-form__switch">
          {t('register.haveAccount')}{' '}
          <Link className="text-link" to={PATHS.login} replace data-testid="register-login">
            {t('register.login')}
          </Link>
        </p>
      </form>
    </div>
  );
}
