// Provably fair tick viewer (/pages/fair/ticks?symbol=BTC/USDT&seq=123): the recorded ticks around
// the one that decided an outcome, each hash recomputed in this browser and each link to the tick
// before it checked, so a user need not take the platform's word for a price.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { CheckCircleOutline, CloseCircleOutline, ExclamationCircleOutline } from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import { formatAmount, formatDateTime, formatPrice } from '@platform/shared/format';
import { isDecimal } from '@platform/shared/money';
import type { TChainTick } from '@platform/shared/schemas/fair';
import { TICK_HASH_RULE } from '@platform/shared/trading-rules';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { StatusScreen } from '../../components/status-screen.tsx';
import { isTransportFailure } from '../../lib/api.ts';
import { useHashSearch } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { quotationQueryOptions } from '../../lib/live-quotation.ts';
import { TICKS_PER_LOAD, fetchTickRange, ticksAroundQuery } from './api/ticks.ts';
import { hashedText, verifyChain, type ChainVerdict } from './utils/verify-chain.ts';
import styles from './fair.module.css';

/** Ticks kept on screen at most; loading more past it drops the far end. */
const TICKS_SHOWN_MAX = 400;
const HASH_HEAD = 8;
const HASH_TAIL = 4;

const shortHash = (hash: string) => (hash.length > HASH_HEAD + HASH_TAIL ? `${hash.slice(0, HASH_HEAD)}…${hash.slice(-HASH_TAIL)}` : hash);

/** "2026-11-21 08:46:37.123" in New York: the tick's time to the millisecond it was hashed with. */
function formatTickTime(timeMs: number): string {
  return `${formatDateTime(timeMs)}.${String(timeMs % 1000).padStart(3, '0')}`;
}

function readParams(search: string): { symbol: string; seq: number | null } {
  const params = new URLSearchParams(search);
  const seq = Number(params.get('seq'));
  return { symbol: (params.get('symbol') ?? '').trim().toUpperCase(), seq: Number.isInteger(seq) && seq > 0 ? seq : null };
}

export default function FairTicksPage() {
  const { t } = useTranslation('option');
  const { symbol, seq } = readParams(useHashSearch());
  return (
    <div className={`stack-page ${styles.page}`}>
      <PageNavBar title={t('fair.title')} />
      {symbol && seq !== null ? (
        <TickViewer key={`${symbol}#${seq}`} symbol={symbol} seq={seq} />
      ) : (
        <StatusScreen testId="fair-bad-link" icon={<ExclamationCircleOutline />} title={t('fair.badLink')} />
      )}
    </div>
  );
}

/** Joins loaded ticks by seq, ascending, each seq once. */
function mergeTicks(...runs: readonly (readonly TChainTick[])[]): TChainTick[] {
  const bySeq = new Map<number, TChainTick>();
  for (const run of runs) for (const tick of run) bySeq.set(tick.seq, tick);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

function TickViewer({ symbol, seq }: { symbol: string; seq: number }) {
  const { t } = useTranslation('option');
  const around = useQuery(ticksAroundQuery(symbol, seq));
  const quotes = useQuery(quotationQueryOptions());
  const priceDecimals = quotes.data?.quotes.find((quote) => quote.symbol === (around.data?.symbol ?? symbol))?.price_decimals;
  const [extra, setExtra] = useState<TChainTick[]>([]);
  const [loading, setLoading] = useState<'earlier' | 'later' | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [verdict, setVerdict] = useState<{ of: readonly TChainTick[]; result: ChainVerdict } | null>(null);
  const [expanded, setExpanded] = useState<number | null>(seq);
  const decidingRef = useRef<HTMLLIElement>(null);

  const marketId = around.data?.market_id;
  const ticks = useMemo(() => mergeTicks(around.data?.ticks ?? [], extra), [around.data, extra]);

  useEffect(() => {
    if (marketId === undefined || ticks.length === 0) return;
    let current = true;
    void verifyChain(ticks, marketId).then((result) => {
      if (current) setVerdict({ of: ticks, result });
    });
    return () => {
      current = false;
    };
  }, [ticks, marketId]);

  const hasTicks = ticks.length > 0;
  useEffect(() => {
    if (hasTicks) decidingRef.current?.scrollIntoView({ block: 'nearest' });
  }, [hasTicks]);

  const load = async (direction: 'earlier' | 'later') => {
    const first = ticks[0];
    const last = ticks.at(-1);
    if (!first || !last || loading) return;
    const [fromSeq, toSeq] =
      direction === 'earlier' ? [Math.max(1, first.seq - TICKS_PER_LOAD), first.seq - 1] : [last.seq + 1, last.seq + TICKS_PER_LOAD];
    if (toSeq < fromSeq) return;
    setLoading(direction);
    setLoadFailed(false);
    try {
      const answer = await fetchTickRange(around.data?.symbol ?? symbol, fromSeq, toSeq);
      setExtra((previous) => {
        const merged = mergeTicks(previous, answer.ticks);
        // Keep the screen bounded: drop ticks from the end away from the newly loaded ones.
        return merged.length > TICKS_SHOWN_MAX
          ? direction === 'earlier'
            ? merged.slice(0, TICKS_SHOWN_MAX)
            : merged.slice(-TICKS_SHOWN_MAX)
          : merged;
      });
    } catch {
      setLoadFailed(true);
    } finally {
      setLoading(null);
    }
  };

  if (around.isPending) {
    return (
      <div className="page-spinner" data-testid="fair-loading">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (!around.data) {
    return (
      <StatusScreen
        testId="fair-error"
        icon={<ExclamationCircleOutline />}
        title={around.error?.message || t('state.loadFailed')}
        actions={
          // An answered refusal (an unknown market) does not change on retry; a lost connection may.
          isTransportFailure(around.error) ? (
            <Button color="primary" block loading={around.isFetching} onClick={() => void around.refetch()}>
              {t('state.retry')}
            </Button>
          ) : undefined
        }
      />
    );
  }
  if (ticks.length === 0) {
    return <StatusScreen testId="fair-empty" icon={<ExclamationCircleOutline />} title={t('fair.empty', { seq })} />;
  }

  const current = verdict && verdict.of === ticks ? verdict.result : null;
  const checks = current && current.kind !== 'unsupported' ? current.checks : null;
  const formatTickPrice = (price: string) =>
    !isDecimal(price) ? price : priceDecimals !== undefined ? formatAmount(price, priceDecimals) : formatPrice(price);

  return (
    <>
      <div className={styles.verdictBar}>
        <span className={styles.symbol}>{around.data.symbol}</span>
        <Verdict verdict={current} count={ticks.length} />
      </div>
      <section className={styles.summary}>
        <p className={styles.explain}>{t('fair.explain')}</p>
        <code className={styles.rule} data-testid="fair-rule">
          {around.data.hash_rule || TICK_HASH_RULE}
        </code>
        <p className={styles.subtle} style={{ marginTop: 8 }}>
          {t('fair.decidingTick', { seq })}
        </p>
      </section>

      <div className={styles.more}>
        <Button
          size="small"
          fill="outline"
          loading={loading === 'earlier'}
          disabled={(ticks[0]?.seq ?? 1) <= 1}
          onClick={() => void load('earlier')}
          data-testid="fair-earlier"
        >
          {t('fair.earlier')}
        </Button>
      </div>
      <ul className={styles.ticks} data-testid="fair-ticks">
        {ticks.map((tick) => {
          const check = checks?.get(tick.seq);
          const failed = check ? !check.hashOk || !check.seqOk || check.linkOk === false : false;
          const deciding = tick.seq === seq;
          return (
            <li key={tick.seq} ref={deciding ? decidingRef : undefined}>
              <button
                type="button"
                className={`${styles.tick} ${deciding ? styles.tickDeciding : ''} ${failed ? styles.tickFailed : ''}`}
                onClick={() => setExpanded((open) => (open === tick.seq ? null : tick.seq))}
                aria-expanded={expanded === tick.seq}
                data-testid={`fair-tick-${tick.seq}`}
                data-deciding={deciding || undefined}
              >
                <span className={styles.tickLine}>
                  <span className={styles.seq}>
                    #{tick.seq}
                    {deciding ? <span className={styles.decidingTag}>{t('fair.deciding')}</span> : null}
                  </span>
                  <span className={styles.time}>{formatTickTime(tick.time)}</span>
                  <span className={styles.price}>{formatTickPrice(tick.price)}</span>
                  <span className={`${styles.mark} ${failed ? styles.markFail : styles.markOk}`}>{check ? (failed ? '✗' : '✓') : ''}</span>
                </span>
                <span className={styles.hashes}>
                  <span>
                    {t('fair.prev')} {shortHash(tick.prev_hash)}
                  </span>
                  <span>
                    {t('fair.hash')} {shortHash(tick.hash)}
                  </span>
                </span>
                {expanded === tick.seq ? (
                  <dl className={styles.detail}>
                    <dt>{t('fair.hashedText')}</dt>
                    <dd>{hashedText(tick, around.data.market_id)}</dd>
                    <dt>{t('fair.hash')}</dt>
                    <dd>{tick.hash}</dd>
                    {check ? (
                      <>
                        <dt>{t('fair.computed')}</dt>
                        <dd>{check.computed}</dd>
                      </>
                    ) : null}
                  </dl>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      <div className={styles.more}>
        <Button size="small" fill="outline" loading={loading === 'later'} onClick={() => void load('later')} data-testid="fair-later">
          {t('fair.later')}
        </Button>
      </div>
      {loadFailed ? <p className="page-note">{t('state.loadFailed')}</p> : null}
    </>
  );
}

function Verdict({ verdict, count }: { verdict: ChainVerdict | null; count: number }) {
  const { t } = useTranslation('option');
  if (verdict === null) {
    return (
      <div className={`${styles.verdict} ${styles.verdictPending}`} data-testid="fair-verdict" data-verdict="pending">
        <DotLoading color="currentColor" /> {t('fair.verifying')}
      </div>
    );
  }
  if (verdict.kind === 'unsupported') {
    return (
      <div className={`${styles.verdict} ${styles.verdictPending}`} data-testid="fair-verdict" data-verdict="unsupported">
        <ExclamationCircleOutline /> {t('fair.unsupported')}
      </div>
    );
  }
  if (verdict.kind === 'failed') {
    return (
      <div className={`${styles.verdict} ${styles.verdictFail}`} data-testid="fair-verdict" data-verdict="failed">
        <CloseCircleOutline /> {t(`fair.failed.${verdict.reason}`, { seq: verdict.seq })}
      </div>
    );
  }
  return (
    <div className={`${styles.verdict} ${styles.verdictOk}`} data-testid="fair-verdict" data-verdict="verified">
      <CheckCircleOutline /> {t('fair.verified', { count })}
    </div>
  );
}
