// Where a bank (fiat) withdrawal goes: the saved card, or a prompt to add one first.
import { useQuery } from '@tanstack/react-query';
import { AddOutline, BankcardOutline, RightOutline } from 'antd-mobile-icons';
import { navigate } from '../../../lib/hash-location.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { PATHS } from '../../../lib/paths.ts';
import { bankCardQueryOptions } from '../api/bank-card.ts';
import styles from '../withdraw.module.css';

/** 6222 0000 1234 5678 -> **** 5678: enough to recognise the card. */
export function maskAccountNumber(accountNumber: string): string {
  const compact = accountNumber.replace(/\s/g, '');
  return compact.length > 4 ? `**** ${compact.slice(-4)}` : compact;
}

export function BankCardSummary({ cardSet }: { cardSet: boolean }) {
  const { t } = useTranslation('withdraw');
  const domestic = useQuery({ ...bankCardQueryOptions('domestic'), enabled: cardSet });
  const international = useQuery({ ...bankCardQueryOptions('international'), enabled: cardSet });
  const domesticCard = domestic.data ?? null;
  const internationalCard = international.data ?? null;
  // The server pays out to the domestic card when both kinds exist.
  const card = domesticCard ?? internationalCard;
  const path = card && card === internationalCard ? PATHS.bankCardInternational : PATHS.bankCard;

  if (!cardSet) {
    return (
      <button type="button" className={styles.pickRow} onClick={() => navigate(PATHS.bankCard)} data-testid="withdraw-bank-add">
        <AddOutline className={styles.pickIcon} />
        <span className={styles.pickMain}>
          <span className={styles.pickTitle}>{t('bank.addCard')}</span>
          <span className={styles.pickSub}>{t('texts:bank_card_required')}</span>
        </span>
        <RightOutline className={styles.pickArrow} />
      </button>
    );
  }
  return (
    <button type="button" className={styles.pickRow} onClick={() => navigate(path)} data-testid="withdraw-bank-card">
      <BankcardOutline className={styles.pickIcon} />
      <span className={styles.pickMain}>
        {card ? (
          <>
            <span className={styles.pickTitle}>{card.bank_name}</span>
            <span className={styles.pickSub}>
              {card.holder_name} · {maskAccountNumber(card.account_number)}
            </span>
          </>
        ) : (
          <span className={styles.pickSub}>{t('common:loading')}</span>
        )}
      </span>
      <RightOutline className={styles.pickArrow} />
    </button>
  );
}
