// Log in with an email or a phone number and a password (SPEC.md sections 2 and 4).
import { useId, useState, type FormEvent } from 'react';
import { Button, Toast } from 'antd-mobile';
import { Link } from 'wouter';
import { ZLoginRequest } from '@platform/shared/schemas/account';
import { RECOVERY_CODE_RE, TOTP_CODE_RE, TOTP_REQUIRED_CODE } from '@platform/shared/security-rules';
import { FormField } from '../../components/form-field.tsx';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { ApiError } from '../../lib/api.ts';
import { validateFields } from '../../lib/field-validation.ts';
import { goBack, navigate, navigationState } from '../../lib/hash-location.ts';
import { textOf, useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { useLoginMutation } from './api/session.ts';
import { AccountInput } from './components/account-input.tsx';
import { AccountKindTabs } from './components/account-kind-tabs.tsx';
import { PasswordInput } from '../../components/password-input.tsx';
import { areaCodeFor } from '../../lib/account-form-store.ts';
import { useAccountForm } from './use-account-form.ts';
import { SecondFactorField } from '../../components/second-factor-field.tsx';
import { accountError } from './use-send-code.ts';

/** Where the guard sent us from, if it did. */
function fromOf(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith(PATHS.login) ? from : null;
}

export default function LoginPage() {
  const { t } = useTranslation('common');
  const id = useId();
  const form = useAccountForm('login');
  const login = useLoginMutation();
  // Two-factor on: the server answered 'totp_required' and the form asks for the code too.
  const [totpStep, setTotpStep] = useState(false);
  const [totp, setTotp] = useState('');
  const [totpError, setTotpError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const userString = form.value('user_string').trim();
    const kindError = accountError(form.kind, userString);
    const result = validateFields(ZLoginRequest, {
      user_string: userString,
      password: form.value('password'),
      area_code: areaCodeFor(form.kind, form.region),
      totp: totpStep ? totp.trim() : undefined,
    });
    const totpProblem = totpStep && !TOTP_CODE_RE.test(totp.trim()) && !RECOVERY_CODE_RE.test(totp.replace(/\s/g, ''));
    setTotpError(totpProblem ? textOf('second_factor_invalid') : undefined);
    if (kindError || 'errors' in result || totpProblem) {
      const errors = { ...('errors' in result ? result.errors : {}) };
      if (kindError) errors.user_string = kindError;
      // The shared rule answers 'Wrong account or password' to an empty password; say what is missing.
      if (!form.value('password')) errors.password = t('account.passwordRequired');
      form.setErrors(errors);
      return;
    }
    login.mutate(result.data, {
      onError: (error) => {
        if (error instanceof ApiError && error.code === TOTP_REQUIRED_CODE) {
          setTotpStep(true);
          return;
        }
        Toast.show({ content: error instanceof ApiError ? error.message : textOf('failed') });
        if (totpStep) setTotp('');
      },
      onSuccess: () => {
        Toast.show({ icon: 'success', content: t('loginSuccess') });
        form.reset();
        const from = fromOf(navigationState());
        if (from) navigate(from, { replace: true });
        else goBack(PATHS.home);
      },
    });
  };

  return (
    <div className="auth-page">
      <PageNavBar title="" />
      <form className="auth-form" onSubmit={submit} noValidate>
        <h1 className="auth-form__title">{t('login.title')}</h1>
        <p className="auth-form__subtitle">{t('login.subtitle')}</p>
        <AccountKindTabs value={form.kind} onChange={form.setKind} testIdPrefix="login" />
        <FormField id={`${id}-account`} label={t(`account.${form.kind}`)} error={form.errors.user_string}>
          <AccountInput
            id={`${id}-account`}
            kind={form.kind}
            value={form.value('user_string')}
            onValueChange={(next) => form.setValue('user_string', next)}
            invalid={Boolean(form.errors.user_string)}
            testId="login-account"
          />
        </FormField>
        <FormField id={`${id}-password`} label={t('account.password')} error={form.errors.password}>
          <PasswordInput
            id={`${id}-password`}
            autoComplete="current-password"
            placeholder={t('account.passwordPlaceholder')}
            value={form.value('password')}
            onValueChange={(next) => form.setValue('password', next)}
            aria-invalid={Boolean(form.errors.password) || undefined}
            data-testid="login-password"
          />
        </FormField>
        {totpStep ? (
          <SecondFactorField
            id={`${id}-totp`}
            value={totp}
            onValueChange={(next) => {
              setTotp(next);
              setTotpError(undefined);
            }}
            error={totpError}
            testId="login-totp"
            autoFocus
          />
        ) : null}
        <div className="auth-form__row-end">
          <Link className="text-link" to={PATHS.forget} data-testid="login-forgot">
            {t('login.forgot')}
          </Link>
        </div>
        <Button type="submit" color="primary" size="large" block loading={login.isPending} data-testid="login-submit">
          {t('login.submit')}
        </Button>
        <p className="auth-form__switch">
          {t('login.noAccount')}{' '}
          <Link className="text-link" to={PATHS.register} replace data-testid="login-register">
            {t('login.register')}
          </Link>
        </p>
      </form>
    </div>
  );
}
