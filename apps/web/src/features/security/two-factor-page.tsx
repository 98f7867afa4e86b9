// Two-factor authentication (/pages/setting/two_factor): set up an authenticator app from a QR code
// (or the key typed by hand), confirm with its current code, keep the 10 recovery codes shown once;
// or turn it off with a code or a recovery code. When on, it is asked at login and for withdrawals.
import { useId, useState, type FormEvent } from 'react';
import { Button, Skeleton, Toast } from 'antd-mobile';
import { CheckShieldFill } from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { ZTotpDisableRequest, ZTotpEnableRequest, type TTotpSetup } from '@platform/shared/schemas/security';
import { FormField } from '../../components/form-field.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { copyToClipboard } from '../../lib/clipboard.ts';
import { validateFields } from '../../lib/field-validation.ts';
import { goBack } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { securityStateQueryOptions } from './api/state.ts';
import { useTotpDisableMutation, useTotpEnableMutation, useTotpSetupMutation } from './api/two-factor.ts';
import { OneTimeCodeInput } from '../../components/one-time-code-input.tsx';
import styles from './security.module.css';

/** "ABCD EFGH ...": a key read aloud or typed by hand is easier in groups of four. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

async function copy(text: string, doneText: string, failedText: string): Promise<void> {
  Toast.show({ content: (await copyToClipboard(text)) ? doneText : failedText });
}

export default function TwoFactorPage() {
  const { t } = useTranslation('security');
  const state = useQuery(securityStateQueryOptions());
  // Answered once by safe/totp/enable: kept only while this page is open.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const body = () => {
    if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} />;
    if (state.data) return state.data.totp_enabled ? <DisableForm /> : <EnableFlow onEnabled={setRecoveryCodes} />;
    if (state.isError) return <LoadFailed testId="two-factor-error" retrying={state.isFetching} onRetry={() => void state.refetch()} />;
    return (
      <div className={styles.skeleton} aria-busy="true">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  };

  return (
    <div className="stack-page">
      <PageNavBar title={t('twoFactor.title')} onBack={() => goBack(PATHS.security)} />
      {body()}
    </div>
  );
}

function EnableFlow({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation('security');
  const setup = useTotpSetupMutation();

  if (!setup.data) {
    return (
      <div className={styles.steps}>
        <p className={styles.notice}>{t('twoFactor.intro')}</p>
        <Button color="primary" size="large" block loading={setup.isPending} onClick={() => setup.mutate()} data-testid="two-factor-start">
          {t('twoFactor.start')}
        </Button>
      </div>
    );
  }
  return <ScanAndConfirm setup={setup.data} onEnabled={onEnabled} />;
}

function ScanAndConfirm({ setup, onEnabled }: { setup: TTotpSetup; onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation('security');
  const id = useId();
  const enable = useTotpEnableMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateFields(ZTotpEnableRequest, { code });
    if ('errors' in result) {
      setError(result.errors.code);
      return;
    }
    enable.mutate(result.data, {
      onSuccess: (answer) => onEnabled(answer.recovery_codes),
      onError: () => setCode(''),
    });
  };

  return (
    <div className={styles.steps}>
      <section className={styles.step}>
        <h2 className={styles.stepTitle}>
          <span className={styles.stepNumber}>1</span>
          {t('twoFactor.scanTitle')}
        </h2>
        <p className={styles.hint}>{t('twoFactor.scanHint')}</p>
        <div className={styles.qr} data-testid="two-factor-qr">
          <QRCodeSVG value={setup.uri} size={184} marginSize={0} title={t('twoFactor.qrLabel')} />
        </div>
        <p className={styles.hint}>{t('twoFactor.keyHint')}</p>
        <div className={styles.secret}>
          <span className={styles.secretText} data-testid="two-factor-secret">
            {grouped(setup.secret)}
          </span>
          <Button
            size="small"
            color="primary"
            fill="outline"
            onClick={() => void copy(setup.secret, t('copy.done'), t('copy.failed'))}
            data-testid="two-factor-copy"
          >
            {t('copy.action')}
          </Button>
        </div>
      </section>
      <form className={styles.step} onSubmit={submit} noValidate>
        <h2 className={styles.stepTitle}>
          <span className={styles.stepNumber}>2</span>
          {t('twoFactor.confirmTitle')}
        </h2>
        <FormField id={`${id}-code`} label={t('twoFactor.codeLabel')} error={error}>
          <OneTimeCodeInput
            id={`${id}-code`}
            value={code}
            onValueChange={(next) => {
              setCode(next);
              setError(undefined);
            }}
            invalid={Boolean(error)}
            testId="two-factor-code"
          />
        </FormField>
        <Button type="submit" color="primary" size="large" block loading={enable.isPending} data-testid="two-factor-enable">
          {t('twoFactor.enable')}
        </Button>
      </form>
    </div>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation('security');
  return (
    <div className={styles.steps}>
      <p className={styles.statusOn} data-testid="two-factor-on">
        <CheckShieldFill /> {t('twoFactor.enabled')}
      </p>
      <section className={styles.step}>
        <h2 className={styles.stepTitle}>{t('twoFactor.recoveryTitle')}</h2>
        <p className={styles.hint}>{t('twoFactor.recoveryHint')}</p>
        <div className={styles.codes} data-testid="two-factor-recovery-codes">
          {codes.map((code) => (
            <span key={code}>{code}</span>
          ))}
        </div>
        <Button color="primary" fill="outline" block onClick={() => void copy(codes.join('\n'), t('copy.done'), t('copy.failed'))}>
          {t('twoFactor.copyCodes')}
        </Button>
      </section>
      <Button color="primary" size="large" block onClick={() => goBack(PATHS.security)} data-testid="two-factor-done">
        {t('twoFactor.saved')}
      </Button>
    </div>
  );
}

function DisableForm() {
  const { t } = useTranslation('security');
  const id = useId();
  const disable = useTotpDisableMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateFields(ZTotpDisableRequest, { code });
    if ('errors' in result) {
      setError(result.errors.code);
      return;
    }
    disable.mutate(result.data, {
      onSuccess: (message) => {
        Toast.show({ icon: 'success', content: message });
        goBack(PATHS.security);
      },
    });
  };

  return (
    <form className={styles.steps} onSubmit={submit} noValidate>
      <p className={styles.statusOn} data-testid="two-factor-on">
        <CheckShieldFill /> {t('twoFactor.enabled')}
      </p>
      <p className={styles.notice}>{t('twoFactor.enabledHint')}</p>
      <FormField id={`${id}-code`} label={t('twoFactor.disableLabel')} error={error} hint={t('twoFactor.disableHint')}>
        <input
          id={`${id}-code`}
          className="text-input"
          autoComplete="one-time-code"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={16}
          placeholder={t('twoFactor.disablePlaceholder')}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(undefined);
          }}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? `${id}-code-error` : undefined}
          data-testid="two-factor-disable-code"
        />
      </FormField>
      <Button type="submit" color="danger" fill="outline" size="large" block loading={disable.isPending} data-testid="two-factor-disable">
        {t('twoFactor.disable')}
      </Button>
    </form>
  );
}
