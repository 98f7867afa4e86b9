// The "Network signal lost" placeholder (SPEC.md section 8): a strip at the top of the app while the
// network is lost (lib/network-status.ts), with a retry; it goes by itself when calls are answered again.
import { useTranslation } from '../lib/i18n.ts';
import { useNetworkLost } from '../lib/network-status.ts';

function SignalLostIcon() {
  return (
    <svg className="network-lost__icon" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M2.5 8.8a14 14 0 0 1 19 0M5.6 12.2a9.5 9.5 0 0 1 12.8 0M8.8 15.5a5 5 0 0 1 6.4 0" />
      <circle cx="12" cy="19" r="1.4" />
      <path d="M3.5 3.5l17 17" />
    </svg>
  );
}

export function NetworkLost({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  const lost = useNetworkLost();
  if (!lost) return null;
  return (
    <div className="network-lost" role="status" data-testid="network-lost">
      <SignalLostIcon />
      <span className="network-lost__text">{t('networkLost')}</span>
      <button type="button" className="network-lost__retry" onClick={onRetry} data-testid="network-lost-retry">
        {t('action.retry')}
      </button>
    </div>
  );
}
