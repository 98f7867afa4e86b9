// Bind or change the email or phone (/pages/setting/bind?kind=email|phone, safe/email and safe/mobile):
// a code sent to the NEW contact, and the login password. The bound one can be removed while the
// other remains (safe/unbind); the only one cannot, since it is how the account logs in and recovers.
import { useId, useState, type FormEvent } from 'react';
import { Button, Dialog, Skeleton, Toast } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import { accountKindOf, type AccountKind } from '@platform/shared/account-rules';
import { ZBindEmailRequest, ZBindMobileRequest, type TSecurityState } from '@platform/shared/schemas/security';
import { FormField } from '../../components/form-field.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { startCodeCountdown } from '../../lib/code-countdown.ts';
import { validateFields, type FieldErrors } from '../../lib/field-validation.ts';
import { goBack, navigate, useHashSearch } from '../../lib/hash-location.ts';
import { textOf, useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { CodeInput } from '../../components/code-input.tsx';
import { PasswordInput } from '../../components/password-input.tsx';
import { useFormStore } from '../../lib/account-form-store.ts';
import { useBindContactMutation, useSendBindCodeMutation, useUnbindMutation } from './api/contacts.ts';
import { securityStateQueryOptions } from './api/state.ts';
import styles from './security.module.css';

export default function BindContactPage() {
  const { t } = useTranslation('security');
  const kind: AccountKind = new URLSearchParams(useHashSearch()).get('kind') === 'phone' ? 'phone' : 'email';
  const state = useQuery(securityStateQueryOptions());
  const bound = state.data ? (kind === 'email' ? state.data.email : state.data.phone) : null;

  return (
    <div className="stack-page">
      <PageNavBar
        title={state.data ? t(bound ? `bind.change.${kind}` : `bind.add.${kind}`) : t(`centre.${kind}`)}
        onBack={() => goBack(PATHS.security)}
      />
      {state.data ? (
        <>
          <BindForm key={kind} kind={kind} bound={bound} />
          {bound ? <RemoveContact kind={kind} state={state.data} /> : null}
        </>
      ) : state.isError ? (
        <LoadFailed testId="bind-error" retrying={state.isFetching} onRetry={() => void state.refetch()} />
      ) : (
        <div className={styles.skeleton} aria-busy="true">
          <Skeleton.Paragraph lineCount={6} animated />
        </div>
      )}
    </div>
  );
}

type Values = { contact: string; code: string; password: string };
type BindRequest = Parameters<ReturnType<typeof useBindContactMutation>['mutate']>[0];

function BindForm({ kind, bound }: { kind: AccountKind; bound: string | null }) {
  const { t } = useTranslation('security');
  const id = useId();
  const region = useFormStore((store) => store.region);
  const sendCode = useSendBindCodeMutation();
  const bind = useBindContactMutation();
  const [values, setValues] = useState<Values>({ contact: '', code: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const scene = kind === 'email' ? 'bind_email' : 'bind_mobile';

  const edit = (name: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const contactError = (): string | null => {
    const text = kind === 'phone' ? values.contact.replace(/[\s-]/g, '') : values.contact.trim();
    if (!text) return t(`bind.required.${kind}`);
    return accountKindOf(text) === kind ? null : textOf(kind === 'email' ? 'email_invalid' : 'phone_invalid');
  };
  const send = () => {
    const problem = contactError();
    if (problem) {
      setErrors((current) => ({ ...current, contact: problem }));
      return;
    }
    sendCode.mutate(
      { kind, value: values.contact.trim(), areaCode: region.code },
      {
        onSuccess: () => {
          startCodeCountdown(scene);
          Toast.show({ content: textOf('code_sent') });
        },
      },
    );
  };
  /** The request when every field is right; otherwise shows each field's message and answers null. */
  const checked = (): BindRequest | null => {
    const contact = values.contact.trim();
    const problem = contactError();
    const result =
      kind === 'email'
        ? validateFields(ZBindEmailRequest, { email: contact, code: values.code, password: values.password })
        : validateFields(ZBindMobileRequest, { mobile: contact, area_code: region.code, code: values.code, password: values.password });
    if ('errors' in result || problem) {
      const found = 'errors' in result ? result.errors : {};
      setErrors({ contact: problem ?? found.email ?? found.mobile, code: found.code, password: found.password });
      return null;
    }
    setErrors({});
    return 'email' in result.data ? { kind: 'email', body: result.data } : { kind: 'phone', body: result.data };
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = checked();
    if (!request) return;
    bind.mutate(request, {
      onSuccess: (message) => {
        Toast.show({ icon: 'success', content: message });
        goBack(PATHS.security);
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {bound ? (
        <div className={styles.current}>
          <span className={styles.currentLabel}>{t(`bind.current.${kind}`)}</span>
          <span className={styles.currentValue} data-testid="bind-current">
            {bound}
          </span>
        </div>
      ) : null}
      <p className={styles.notice}>{t(`bind.hint.${kind}`)}</p>
      <FormField id={`${id}-contact`} label={t(`bind.new.${kind}`)} error={errors.contact}>
        {kind === 'phone' ? (
          <button
            type="button"
            className="region-button"
            onClick={() => navigate(PATHS.area)}
            aria-label={t('bind.region')}
            data-testid="bind-region"
          >
            +{region.code}
            <DownOutline fontSize={10} />
          </button>
        ) : null}
        <input
          id={`${id}-contact`}
          className="text-input"
          type={kind === 'email' ? 'email' : 'tel'}
          inputMode={kind === 'email' ? 'email' : 'numeric'}
          autoComplete={kind === 'email' ? 'email' : 'tel-national'}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder={t(`bind.placeholder.${kind}`)}
          value={values.contact}
          onChange={(event) => edit('contact', event.target.value)}
          aria-invalid={Boolean(errors.contact) || undefined}
          aria-describedby={errors.contact ? `${id}-contact-error` : undefined}
          data-testid="bind-contact"
        />
      </FormField>
      <FormField id={`${id}-code`} label={t('form.code')} error={errors.code} hint={t(`bind.codeHint.${kind}`)}>
        <CodeInput
          id={`${id}-code`}
          scene={scene}
          value={values.code}
          onValueChange={(next) => edit('code', next)}
          onSend={send}
          sending={sendCode.isPending}
          invalid={Boolean(errors.code)}
          testId="bind-code"
          sendTestId="bind-send-code"
        />
      </FormField>
      <FormField id={`${id}-password`} label={t('form.loginPassword')} error={errors.password}>
        <PasswordInput
          id={`${id}-password`}
          autoComplete="current-password"
          placeholder={t('form.loginPasswordPlaceholder')}
          value={values.password}
          onValueChange={(next) => edit('password', next)}
          aria-invalid={Boolean(errors.password) || undefined}
          data-testid="bind-password"
        />
      </FormField>
      <Button type="submit" color="primary" size="large" block loading={bind.isPending} data-testid="bind-submit">
        {t('bind.submit')}
      </Button>
    </form>
  );
}

function RemoveContact({ kind, state }: { kind: AccountKind; state: TSecurityState }) {
  const { t } = useTranslation('security');
  const unbind = useUnbindMutation();
  const other = kind === 'email' ? state.phone : state.email;

  if (!other) {
    return (
      <div className={styles.removeBlock}>
        <p className={styles.hint} data-testid="bind-only-contact">
          {t(`bind.onlyContact.${kind}`)}
        </p>
      </div>
    );
  }

  const confirm = async () => {
    // The dialog's content lives outside this component's renders: the typed password is kept here.
    let typed = '';
    const go = await Dialog.confirm({
      title: t(`bind.removeTitle.${kind}`),
      content: (
        <div className={styles.form}>
          <p className={styles.hint}>{t(`bind.removeBody.${kind}`, { other })}</p>
          <div className="form-field__control">
            <input
              className="text-input"
              type="password"
              autoComplete="current-password"
              placeholder={t('form.loginPassword')}
              aria-label={t('form.loginPassword')}
              onChange={(event) => {
                typed = event.target.value;
              }}
              data-testid="unbind-password"
            />
          </div>
        </div>
      ),
      confirmText: t('bind.remove'),
      cancelText: t('common:action.cancel'),
    });
    if (!go) return;
    if (!typed) {
      Toast.show({ content: textOf('login_password_required') });
      return;
    }
    unbind.mutate(
      { kind, password: typed },
      {
        onSuccess: (message) => {
          Toast.show({ icon: 'success', content: message });
          goBack(PATHS.security);
        },
      },
    );
  };

  return (
    <div className={styles.removeBlock}>
      <Button block color="danger" fill="outline" loading={unbind.isPending} onClick={() => void confirm()} data-testid="bind-remove">
        {t(`bind.removeTitle.${kind}`)}
      </Button>
    </div>
  );
}
