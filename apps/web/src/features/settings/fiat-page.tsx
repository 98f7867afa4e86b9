// Display currency (/pages/setting/fiat): the fiats of wallet/getRateCurrency with their symbols and
// rates against USD; prices are converted to the chosen one for display only. The choice is stored
// on this device and, when logged in, on the account.
import { useEffect } from 'react';
import { Button, SpinLoading } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { formatAmount, formatDateTime } from '@platform/shared/format';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { StatusScreen } from '../../components/status-screen.tsx';
import { FIAT_CODES, convertFromUsd, refreshFiatRates, useFiatStore } from '../../lib/fiat.ts';
import { canGoBack } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { savePreferences } from './api/preferences.ts';

/** A rate as the server gives it, with thousands separators and no padding zeros: 1,378.45, 0.7843. */
function formatRate(rate: string): string {
  return formatAmount(rate, rate.split('.')[1]?.length ?? 0);
}

/** The server's order, with the SPEC.md order first where both know a code. */
function rank(code: string): number {
  const index = (FIAT_CODES as readonly string[]).indexOf(code);
  return index === -1 ? FIAT_CODES.length : index;
}

export default function FiatPage() {
  const { t } = useTranslation('common');
  const { code, list, savedAtMs, status, select } = useFiatStore();

  useEffect(() => {
    void refreshFiatRates();
  }, []);

  const choose = (next: string) => {
    if (next !== code) void savePreferences({ fiat: next });
    select(next);
    if (canGoBack()) window.history.back();
  };

  const loadedOnce = savedAtMs > 0;
  const sorted = [...list].sort((a, b) => rank(a.currency_code) - rank(b.currency_code));

  return (
    <div className="stack-page">
      <PageNavBar title={t('fiat.title')} />
      <p className="page-note">{t('fiat.hint')}</p>
      {!loadedOnce && status === 'loading' ? (
        <div className="page-spinner">
          <SpinLoading color="primary" />
        </div>
      ) : !loadedOnce && status === 'error' ? (
        <StatusScreen
          title={t('fiat.loadFailed')}
          actions={
            <Button color="primary" onClick={() => void refreshFiatRates(true)}>
              {t('action.retry')}
            </Button>
          }
        />
      ) : (
        <>
          <ul className="option-list" role="listbox" aria-label={t('fiat.title')}>
            {sorted.map((fiat) => (
              <li key={fiat.currency_code} role="option" aria-selected={fiat.currency_code === code}>
                <button
                  type="button"
                  className="option-list__item"
                  onClick={() => choose(fiat.currency_code)}
                  data-testid={`fiat-${fiat.currency_code}`}
                >
                  <span className="option-list__badge">{fiat.symbol}</span>
                  <span className="option-list__main">{fiat.currency_code}</span>
                  <span className="option-list__side">
                    {t('fiat.rate', { rate: formatRate(convertFromUsd('1', fiat)), code: fiat.currency_code })}
                  </span>
                  {fiat.currency_code === code ? (
                    <CheckOutline className="option-list__check" aria-hidden />
                  ) : (
                    <span className="option-list__check" />
                  )}
                </button>
              </li>
            ))}
          </ul>
          {loadedOnce ? <p className="page-note">{t('fiat.updated', { time: formatDateTime(savedAtMs) })}</p> : null}
        </>
      )}
    </div>
  );
}
