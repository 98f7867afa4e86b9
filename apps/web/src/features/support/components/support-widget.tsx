// The third-party chat widget of the support_url setting: loaded with its button hidden and in
// English, its panel opened at once; the page says while it connects, offers to open the panel
// again once it is closed, and shows a failed load with a retry.
import { useEffect, useState } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { MessageOutline } from 'antd-mobile-icons';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { StatusScreen } from '../../../components/status-screen.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { hideSupportPanel, loadSupportWidget, showSupportPanel } from '../utils/meiqia.ts';

type WidgetState = 'loading' | 'ready' | 'failed';

export function SupportWidget({ widgetId }: { widgetId: string }) {
  const { t } = useTranslation('support');
  const [state, setState] = useState<WidgetState>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    loadSupportWidget(widgetId).then(
      () => {
        if (!current) return;
        setState('ready');
        showSupportPanel();
      },
      () => {
        if (current) setState('failed');
      },
    );
    return () => {
      current = false;
      hideSupportPanel();
    };
  }, [widgetId, attempt]);

  if (state === 'failed') {
    return (
      <LoadFailed
        testId="support-widget-failed"
        title={t('widgetFailed')}
        onRetry={() => {
          setState('loading');
          setAttempt((count) => count + 1);
        }}
      />
    );
  }
  if (state === 'loading') {
    return (
      <StatusScreen
        testId="support-widget-loading"
        icon={<MessageOutline />}
        title={t('widgetLoading')}
        body={<DotLoading color="currentColor" />}
      />
    );
  }
  return (
    <StatusScreen
      testId="support-widget-ready"
      icon={<MessageOutline />}
      title={t('widgetReady')}
      body={t('widgetHint')}
      actions={
        <Button color="primary" block onClick={showSupportPanel} data-testid="support-widget-open">
          {t('widgetOpen')}
        </Button>
      }
    />
  );
}
