// Change the login password (/pages/setting/password): a code sent to the user's own email or phone,
// the new password (more than six characters) twice (safe/update_password, SPEC.md sections 5 and 7).
// This device stays signed in; the others are signed out.
import { useId, useState, type FormEvent } from 'react';
import { Button, Skeleton, Toast } from 'antd-mobile';
import { ZUpdatePasswordRequest } from '@platform/shared/schemas/account';
import { FormField } from '../../components/form-field.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { startCodeCountdown } from '../../lib/code-countdown.ts';
import { validateFields, type FieldErrors } from '../../lib/field-validation.ts';
import { goBack } from '../../lib/hash-location.ts';
import { textOf, useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { CodeInput } from '../../components/code-input.tsx';
import { PasswordInput } from '../../components/password-input.tsx';
import { useChangePasswordMutation, useSendOwnCodeMutation } from './api/password.ts';
import { useUserInfo } from '../../lib/user-info.ts';
import { maskContact, ownContactOf, type OwnContact } from './own-contact.ts';
import styles from './security.module.css';

export default function PasswordPage() {
  const { t } = useTranslation('security');
  const { user, query } = useUserInfo();
  const contact = user ? ownContactOf(user) : null;

  return (
    <div className="stack-page">
      <PageNavBar title={t('password.title')} onBack={() => goBack(PATHS.security)} />
      {user && contact ? (
        <PasswordForm contact={contact} />
      ) : user ? (
        <p className="list-empty">{t('password.noContact')}</p>
      ) : query.isError ? (
        <LoadFailed testId="password-error" retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : (
        <div className={styles.skeleton} aria-busy="true">
          <Skeleton.Paragraph lineCount={5} animated />
        </div>
      )}
    </div>
  );
}

type Values = { code: string; password: string; re_password: string };

function PasswordForm({ contact }: { contact: OwnContact }) {
  const { t } = useTranslation('security');
  const id = useId();
  const sendCode = useSendOwnCodeMutation();
  const change = useChangePasswordMutation();
  const [values, setValues] = useState<Values>({ code: '', password: '', re_password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});

  const edit = (name: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const send = () =>
    sendCode.mutate(contact, {
      onSuccess: () => {
        startCodeCountdown('update_password');
        Toast.show({ content: textOf('code_sent') });
      },
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateFields(ZUpdatePasswordRequest, values);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    change.mutate(result.data, {
      onSuccess: (message) => {
        Toast.show({ icon: 'success', content: message });
        goBack(PATHS.security);
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.notice}>{t('password.hint')}</p>
      <FormField
        id={`${id}-code`}
        label={t('form.code')}
        error={errors.code}
        hint={t(contact.kind === 'email' ? 'form.codeToEmail' : 'form.codeToPhone', { target: maskContact(contact) })}
      >
        <CodeInput
          id={`${id}-code`}
          scene="update_password"
          value={values.code}
          onValueChange={(next) => edit('code', next)}
          onSend={send}
          sending={sendCode.isPending}
          invalid={Boolean(errors.code)}
          testId="password-code"
          sendTestId="password-send-code"
        />
      </FormField>
      <FormField id={`${id}-password`} label={t('password.new')} error={errors.password} hint={t('password.rule')}>
        <PasswordInput
          id={`${id}-password`}
          autoComplete="new-password"
          placeholder={t('password.newPlaceholder')}
          value={values.password}
          onValueChange={(next) => edit('password', next)}
          aria-invalid={Boolean(errors.password) || undefined}
          data-testid="password-new"
        />
      </FormField>
      <FormField id={`${id}-confirm`} label={t('password.confirm')} error={errors.re_password}>
        <PasswordInput
          id={`${id}-confirm`}
          autoComplete="new-password"
          placeholder={t('password.confirmPlaceholder')}
          value={values.re_password}
          onValueChange={(next) => edit('re_password', next)}
          aria-invalid={Boolean(errors.re_password) || undefined}
          data-testid="password-confirm"
        />
      </FormField>
      <Button type="submit" color="primary" size="large" block loading={change.isPending} data-testid="password-submit">
        {t('password.submit')}
      </Button>
    </form>
  );
}
