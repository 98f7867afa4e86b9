// Customer service (/pages/kefu/index): the third-party widget when the support_url setting holds
// its id, else the platform's own live chat. The page fills the visible part of the screen, so the
// chat's input bar stays above the on-screen keyboard.
import type { CSSProperties } from 'react';
import { DotLoading } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from '../../components/load-failed.tsx';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { supportSettingQueryOptions } from './api/support-setting.ts';
import { SupportChat } from './components/support-chat.tsx';
import { SupportWidget } from './components/support-widget.tsx';
import { useVisualViewport } from './use-visual-viewport.ts';
import styles from './support.module.css';

export default function KefuPage() {
  const { t } = useTranslation('support');
  const setting = useQuery(supportSettingQueryOptions());
  const visible = useVisualViewport();

  let content;
  if (setting.isPending) {
    content = (
      <div className={styles.centered} aria-busy="true" data-testid="support-setting-loading">
        <DotLoading color="primary" />
      </div>
    );
  } else if (setting.isError) {
    content = <LoadFailed testId="support-setting-failed" retrying={setting.isFetching} onRetry={() => void setting.refetch()} />;
  } else if (setting.data.widgetId) {
    content = <SupportWidget widgetId={setting.data.widgetId} />;
  } else {
    content = <SupportChat visibleHeight={visible.height} />;
  }

  const frame = { '--kefu-height': `${visible.height}px`, '--kefu-top': `${visible.offsetTop}px` } as CSSProperties;
  return (
    <div className={styles.page} style={frame} data-testid="kefu-page">
      <PageNavBar title={t('title')} />
      {content}
    </div>
  );
}
