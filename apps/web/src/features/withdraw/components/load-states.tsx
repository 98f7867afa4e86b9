// The loading and failed states of a screen's data, with a retry.
import { Button, DotLoading } from 'antd-mobile';
import { ExclamationCircleOutline } from 'antd-mobile-icons';
import { StatusScreen } from '../../../components/status-screen.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

export function LoadingState() {
  const { t } = useTranslation('common');
  return (
    <div className="page-spinner" aria-busy="true" aria-label={t('loading')}>
      <DotLoading color="primary" />
    </div>
  );
}

export function FailedState({ error, onRetry, testId }: { error: unknown; onRetry: () => void; testId?: string }) {
  const { t } = useTranslation('withdraw');
  return (
    <StatusScreen
      testId={testId ?? 'withdraw-load-failed'}
      icon={<ExclamationCircleOutline />}
      title={t('loadFailed')}
      body={error instanceof Error && error.message ? error.message : t('checkConnection')}
      actions={
        <Button color="primary" block onClick={onRetry}>
          {t('common:action.retry')}
        </Button>
      }
    />
  );
}
