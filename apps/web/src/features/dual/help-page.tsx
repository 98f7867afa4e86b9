// How dual investment works (/pages/invest/help): the two types, the yield, the settlement from the
// recorded price and the payout formulas in plain words, with one worked example each.
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import styles from './components/dual.module.css';

const SECTIONS = ['what', 'yield', 'call', 'put', 'settle', 'risk'] as const;
const FORMULAS: Partial<Record<(typeof SECTIONS)[number], readonly string[]>> = {
  yield: ['yield'],
  call: ['callAbove', 'callBelow'],
  put: ['putBelow', 'putAbove'],
};

export default function HelpPage() {
  const { t } = useTranslation('dual');
  return (
    <div className={`stack-page ${styles.page}`}>
      <PageNavBar title={t('help.title')} />
      <article className={styles.help} data-testid="dual-help">
        {SECTIONS.map((section) => (
          <section key={section}>
            <h2>{t(`help.${section}.title`)}</h2>
            <p>{t(`help.${section}.body`)}</p>
            {(FORMULAS[section] ?? []).map((formula) => (
              <p key={formula} className={styles.formula}>
                {t(`help.formula.${formula}`)}
              </p>
            ))}
            {section === 'call' || section === 'put' ? <p>{t(`help.${section}.example`)}</p> : null}
          </section>
        ))}
      </article>
    </div>
  );
}
