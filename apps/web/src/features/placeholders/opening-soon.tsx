// An area of the product that is not open yet: say so plainly and point to what works today.
import { Button } from 'antd-mobile';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { StatusScreen } from '../../components/status-screen.tsx';
import { navigate } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';

export function OpeningSoon({ area }: { area: 'financial' | 'assets' }) {
  const { t } = useTranslation('common');
  return (
    <StatusScreen
      testId={`opening-${area}`}
      icon={<ClockCircleOutline />}
      title={t(`opening.${area}.title`)}
      body={t(`opening.${area}.body`)}
      actions={
        <Button color="primary" block onClick={() => navigate(PATHS.market)} data-testid="opening-markets">
          {t('opening.viewMarkets')}
        </Button>
      }
    />
  );
}
