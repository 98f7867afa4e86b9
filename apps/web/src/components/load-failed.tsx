// Something could not be loaded: say so and offer a retry. Every feature's screens show the same.
import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { ExclamationCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from '../lib/i18n.ts';
import { StatusScreen } from './status-screen.tsx';

export function LoadFailed({
  onRetry,
  retrying,
  testId,
  title,
}: {
  onRetry: () => void;
  retrying?: boolean;
  testId: string;
  title?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <StatusScreen
      testId={testId}
      icon={<ExclamationCircleOutline />}
      title={title ?? t('state.loadFailed')}
      body={t('state.checkConnection')}
      actions={
        <Button color="primary" block loading={retrying} onClick={onRetry} data-testid={`${testId}-retry`}>
          {t('action.retry')}
        </Button>
      }
    />
  );
}
