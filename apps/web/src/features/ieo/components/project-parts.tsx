// Pieces the IEO screens share: a label/value row, the project's logo and name, its progress against
// the hard cap, its prices, and the allocation rule shown before anyone subscribes.
import { useState } from 'react';
import { formatAmountTrimmed } from '@platform/shared/format';
import type { TIeoProject } from '@platform/shared/schemas/ieo';
import { useTranslation } from '../../../lib/i18n.ts';
import { progressWidth } from '../utils/preview.ts';
import styles from './ieo.module.css';
import earn from '../../../components/earn.module.css';

export function Row({ label, value, testId, strong }: { label: string; value: string; testId?: string; strong?: boolean }) {
  return (
    <div className={earn.row}>
      <dt>{label}</dt>
      <dd className={strong ? earn.strong : undefined} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** A token amount at its own precision with thousands separators ('250', '1,000.5'). */
export function formatToken(value: string, decimals: number): string {
  return formatAmountTrimmed(value, Math.max(decimals, 0), 0);
}

export function ProjectHead({ project, right }: { project: Pick<TIeoProject, 'logo' | 'name' | 'symbol'>; right?: React.ReactNode }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={earn.cardHead}>
      <span className={styles.projectHead}>
        {project.logo && !failed ? (
          <img className={styles.logo} src={project.logo} alt="" onError={() => setFailed(true)} />
        ) : (
          <span className={styles.logo} aria-hidden="true" />
        )}
        <span className={styles.projectName}>
          {project.name}
          <span className={styles.symbol}>{project.symbol}</span>
        </span>
      </span>
      {right}
    </div>
  );
}

export function Progress({ project }: { project: TIeoProject }) {
  const { t } = useTranslation('ieo');
  return (
    <div data-testid={`ieo-progress-${project.id}`}>
      <div className={styles.progress}>
        <div className={styles.progressBar} style={{ width: `${progressWidth(project.progress)}%` }} />
      </div>
      <span className={earn.label}>
        {t('project.progress', {
          subscribed: formatToken(project.subscribed, project.token_decimals),
          cap: formatToken(project.hard_cap, project.token_decimals),
          symbol: project.symbol,
          percent: project.progress,
        })}
      </span>
    </div>
  );
}

export function pricesText(project: TIeoProject): string {
  return project.prices.map((price) => `${formatAmountTrimmed(price.price, 8, 2)} ${price.currency}`).join(' · ');
}

/** The allocation rule, before anyone subscribes (issue 13): same ratio for all, rounded down, the rest refunded. */
export function AllocationRule({ project }: { project: TIeoProject }) {
  const { t } = useTranslation('ieo');
  return (
    <section className={styles.rule} data-testid="ieo-rule">
      <h2 className={styles.ruleTitle}>{t('rule.title')}</h2>
      <p className={styles.ruleText}>
        {t('rule.body', {
          cap: formatToken(project.hard_cap, project.token_decimals),
          symbol: project.symbol,
          decimals: project.token_decimals,
        })}
      </p>
    </section>
  );
}
