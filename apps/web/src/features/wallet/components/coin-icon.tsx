// A coin's round icon, drawn as inline SVG shapes (no font glyph such as "₿", which shows as an empty
// box where the font lacks it, and no request per icon). A coin without a drawing shows its initial.
import type { ReactNode } from 'react';
import styles from './wallet.module.css';

const WHITE = '#ffffff';
const STROKE = { fill: 'none', stroke: WHITE, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** The letter B with the two bars above and below, as Bitcoin and Bitcoin Cash draw it. */
function bitcoinB(rotate: number): ReactNode {
  return (
    <g transform={`rotate(${rotate} 32 32)`} {...STROKE} strokeWidth={4.5}>
      <path d="M24 19h11a6.5 6.5 0 0 1 0 13H24zM24 32h13a7 7 0 0 1 0 14H24zM24 19v27" />
      <path d="M28 14v5M34 14v5M28 46v5M34 46v5" strokeWidth={3.5} />
    </g>
  );
}

/** Each drawn coin: its colour and the mark on a 64 x 64 canvas. */
const COINS: Record<string, { color: string; mark: ReactNode }> = {
  BTC: { color: '#f7931a', mark: bitcoinB(14) },
  BCH: { color: '#8dc351', mark: bitcoinB(-28) },
  ETH: {
    color: '#627eea',
    mark: (
      <g fill={WHITE}>
        <path d="M32 9 18 33l14 8 14-8z" fillOpacity={0.95} />
        <path d="M32 44 18 36l14 20 14-20z" fillOpacity={0.8} />
      </g>
    ),
  },
  USDT: {
    color: '#26a17b',
    mark: (
      <g fill={WHITE}>
        <path d="M17 16h30v7H35.5v25h-7V23H17z" />
        <ellipse cx={32} cy={30} rx={15} ry={4.5} fill="none" stroke={WHITE} strokeWidth={3} />
      </g>
    ),
  },
  USDC: {
    color: '#2775ca',
    mark: (
      <g {...STROKE}>
        <path
          d="M38.5 25.5c-1-2.7-3.6-4.3-6.5-4.3-3.8 0-6.5 2-6.5 5 0 7.6 13.5 3.8 13.5 11.5 0 3.2-3 5.3-7 5.3-3.3 0-6-1.6-7-4.5"
          strokeWidth={4}
        />
        <path d="M32 15v5M32 43.5V49" strokeWidth={4} />
        <path d="M22 14.5a20 20 0 0 0 0 35M42 14.5a20 20 0 0 1 0 35" strokeWidth={3} />
      </g>
    ),
  },
  LTC: {
    color: '#345d9d',
    mark: (
      <g {...STROKE} strokeWidth={5}>
        <path d="M29 15 24.5 46H44" />
        <path d="M18 36l16-6" strokeWidth={4} />
      </g>
    ),
  },
  MWD: {
    color: '#1677ff',
    mark: <path d="M17 44V21l15 16 15-16v23" {...STROKE} strokeWidth={5} />,
  },
};

export function CoinIcon({ name, size = 32 }: { name: string; size?: number }) {
  const coin = COINS[name.toUpperCase()];
  const box = { width: size, height: size, fontSize: Math.round(size * 0.45) };
  if (!coin) {
    return (
      <span className={styles.coinIcon} style={box} aria-hidden>
        {name.slice(0, 1)}
      </span>
    );
  }
  return (
    <svg className={styles.coinIcon} style={box} viewBox="0 0 64 64" aria-hidden focusable="false" data-coin={name.toUpperCase()}>
      <circle cx={32} cy={32} r={32} fill={coin.color} />
      {coin.mark}
    </svg>
  );
}
