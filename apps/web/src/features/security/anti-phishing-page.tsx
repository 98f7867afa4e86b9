// The anti-phishing code (/pages/setting/anti_phishing): 4-20 letters or digits the user chooses,
// written at the top of every email the platform sends them. An email without it is not ours.
import { useId, useState, type FormEvent } from 'react';
import { Button, Skeleton, Toast } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { ANTI_PHISHING_LENGTH_MAX } from '@platform/shared/security-rules';
import { ZAntiPhishingRequest } from '@platform/shared/schemas/security';
import { FormField } from '../../components/form-field.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { validateFields } from '../../lib/field-validation.ts';
import { goBack } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { useAntiPhishingMutation } from './api/anti-phishing.ts';
import { securityStateQueryOptions } from './api/state.ts';
import styles from './security.module.css';

export default function AntiPhishingPage() {
  const { t } = useTranslation('security');
  const state = useQuery(securityStateQueryOptions());

  return (
    <div className="stack-page">
      <PageNavBar title={t('antiPhishing.title')} onBack={() => goBack(PATHS.security)} />
      {state.data ? (
        <AntiPhishingForm current={state.data.anti_phishing_code} />
      ) : state.isError ? (
        <LoadFailed testId="anti-phishing-error" retrying={state.isFetching} onRetry={() => void state.refetch()} />
      ) : (
        <div className={styles.skeleton} aria-busy="true">
          <Skeleton.Paragraph lineCount={4} animated />
        </div>
      )}
    </div>
  );
}

function AntiPhishingForm({ current }: { current: string | null }) {
  const { t } = useTranslation('security');
  const id = useId();
  const save = useAntiPhishingMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateFields(ZAntiPhishingRequest, { code });
    if ('errors' in result) {
      setError(result.errors.code);
      return;
    }
    save.mutate(result.data, {
      onSuccess: (message) => {
        Toast.show({ icon: 'success', content: message });
        goBack(PATHS.security);
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.current}>
        <span className={styles.currentLabel}>{t('antiPhishing.current')}</span>
        <span className={styles.currentValue} data-testid="anti-phishing-current">
          {current ?? t('centre.notSet')}
        </span>
      </div>
      <p className={styles.notice}>{t('antiPhishing.hint')}</p>
      <FormField
        id={`${id}-code`}
        label={current ? t('antiPhishing.newLabel') : t('antiPhishing.label')}
        error={error}
        hint={t('antiPhishing.rule')}
      >
        <input
          id={`${id}-code`}
          className="text-input"
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={ANTI_PHISHING_LENGTH_MAX}
          placeholder={t('antiPhishing.placeholder')}
          value={code}
          onChange={(event) => {
            setCode(event.target.value.replace(/\s/g, ''));
            setError(undefined);
          }}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? `${id}-code-error` : undefined}
          data-testid="anti-phishing-code"
        />
        <span className={styles.counter} aria-hidden>
          {code.length}/{ANTI_PHISHING_LENGTH_MAX}
        </span>
      </FormField>
      <Button type="submit" color="primary" size="large" block loading={save.isPending} data-testid="anti-phishing-save">
        {t('antiPhishing.save')}
      </Button>
    </form>
  );
}
