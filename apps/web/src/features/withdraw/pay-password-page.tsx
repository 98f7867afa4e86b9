// Set or change the pay password (/pages/setting/payPassword): a code sent to the user's own email
// or phone, then the 6-digit password twice (SPEC.md sections 5 and 7).
import { useId, useState, type FormEvent } from 'react';
import { Button, Toast } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import type { CodeScene } from '@platform/shared/account-rules';
import { CODE_LENGTH } from '@platform/shared/constants';
import type { TUser } from '@platform/shared/schemas/account';
import { ZPayPasswordRequest } from '@platform/shared/schemas/withdraw';
import { FormField } from '../../components/form-field.tsx';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { startCodeCountdown, useCodeCountdown } from '../../lib/code-countdown.ts';
import { validateFields, type FieldErrors } from '../../lib/field-validation.ts';
import { goBack } from '../../lib/hash-location.ts';
import { textOf, useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { useUserInfo } from '../../lib/user-info.ts';
import {
  payPasswordStateQueryOptions,
  useSavePayPasswordMutation,
  useSendPayPasswordCodeMutation,
  type CodeTarget,
} from './api/pay-password.ts';
import { FailedState, LoadingState } from './components/load-states.tsx';
import { PAY_PASSWORD_LENGTH } from './pay-password-rules.ts';
import styles from './withdraw.module.css';

const PAY_PASSWORD_SCENE: CodeScene = 'pay_password';

/** The user's own contact: email when they have one, else their phone. */
function codeTargetOf(user: TUser): CodeTarget | null {
  if (user.email) return { kind: 'email', email: user.email };
  if (user.phone) return { kind: 'phone', phone: user.phone, areaCode: user.area_code };
  return null;
}

/** a***@example.com, +86 138****78: enough to recognise where the code goes. */
function maskTarget(target: CodeTarget): string {
  if (target.kind === 'email') {
    const [name = '', domain = ''] = target.email.split('@');
    return `${name.slice(0, 2)}***@${domain}`;
  }
  return `+${target.areaCode} ${target.phone.slice(0, 3)}****${target.phone.slice(-2)}`;
}

/** The signed-in user; a failure to fetch it matters only while it is unknown. */
function useCurrentUser() {
  const { user, query } = useUserInfo();
  return { user, error: user ? null : query.error, retry: () => void query.refetch() };
}

export default function PayPasswordPage() {
  const { t } = useTranslation('withdraw');
  const state = useQuery(payPasswordStateQueryOptions());
  const current = useCurrentUser();
  const title = state.data?.set ? t('pay.changeTitle') : t('pay.setTitle');

  const body = () => {
    if (state.isError) return <FailedState error={state.error} onRetry={() => void state.refetch()} />;
    if (current.error) return <FailedState error={current.error} onRetry={current.retry} />;
    if (!state.data || !current.user) return <LoadingState />;
    const target = codeTargetOf(current.user);
    if (!target) return <p className="list-empty">{t('pay.noContact')}</p>;
    return <PayPasswordForm target={target} isChange={state.data.set} />;
  };

  return (
    <div className="stack-page">
      <PageNavBar title={state.data ? title : t('pay.title')} onBack={() => goBack(PATHS.settings)} />
      {body()}
    </div>
  );
}

function PayPasswordForm({ target, isChange }: { target: CodeTarget; isChange: boolean }) {
  const { t } = useTranslation('withdraw');
  const id = useId();
  const sendCode = useSendPayPasswordCodeMutation();
  const save = useSavePayPasswordMutation();
  const secondsLeft = useCodeCountdown(PAY_PASSWORD_SCENE);
  const [values, setValues] = useState({ code: '', password: '', re_password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});

  const edit = (name: keyof typeof values, value: string, length: number) => {
    setValues((current) => ({ ...current, [name]: value.replace(/\D/g, '').slice(0, length) }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const send = () => {
    sendCode.mutate(target, {
      onSuccess: () => {
        startCodeCountdown(PAY_PASSWORD_SCENE);
        Toast.show({ content: textOf('code_sent') });
      },
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateFields(ZPayPasswordRequest, values);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    save.mutate(result.data, {
      onSuccess: () => {
        Toast.show({ icon: 'success', content: textOf('pay_password_saved') });
        goBack(PATHS.settings);
      },
    });
  };

  const passwordInput = (name: 'password' | 're_password', testId: string, placeholder: string) => (
    <input
      id={`${id}-${name}`}
      className="text-input"
      type="password"
      inputMode="numeric"
      autoComplete="new-password"
      maxLength={PAY_PASSWORD_LENGTH}
      placeholder={placeholder}
      value={values[name]}
      onChange={(event) => edit(name, event.target.value, PAY_PASSWORD_LENGTH)}
      aria-invalid={Boolean(errors[name]) || undefined}
      aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
      data-testid={testId}
    />
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.notice}>{isChange ? t('pay.changeHint') : t('pay.setHint')}</p>
      <FormField
        id={`${id}-code`}
        label={t('pay.code')}
        error={errors.code}
        hint={t(target.kind === 'email' ? 'pay.codeToEmail' : 'pay.codeToPhone', { target: maskTarget(target) })}
      >
        <input
          id={`${id}-code`}
          className="text-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          placeholder={t('pay.codePlaceholder', { length: CODE_LENGTH })}
          value={values.code}
          onChange={(event) => edit('code', event.target.value, CODE_LENGTH)}
          aria-invalid={Boolean(errors.code) || undefined}
          aria-describedby={errors.code ? `${id}-code-error` : undefined}
          data-testid="pay-password-code"
        />
        <button
          type="button"
          className="send-code-button"
          onClick={send}
          disabled={sendCode.isPending || secondsLeft > 0}
          data-testid="pay-password-send-code"
        >
          {secondsLeft > 0 ? t('pay.resendIn', { seconds: secondsLeft }) : sendCode.isPending ? t('pay.sending') : t('pay.sendCode')}
        </button>
      </FormField>
      <FormField id={`${id}-password`} label={t('pay.newPassword')} error={errors.password}>
        {passwordInput('password', 'pay-password-new', t('pay.newPasswordPlaceholder', { length: PAY_PASSWORD_LENGTH }))}
      </FormField>
      <FormField id={`${id}-re_password`} label={t('pay.confirmPassword')} error={errors.re_password}>
        {passwordInput('re_password', 'pay-password-confirm', t('pay.confirmPasswordPlaceholder'))}
      </FormField>
      <Button type="submit" color="primary" size="large" block loading={save.isPending} data-testid="pay-password-save">
        {t('pay.save')}
      </Button>
    </form>
  );
}
