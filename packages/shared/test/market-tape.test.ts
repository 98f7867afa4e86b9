// Proves the tape keeps each print once, newest first across fills and simulated prints, and that
// an amount is shown at the market's precision but never as zero.
import { describe, expect, it } from 'vitest';
import { SPOT_RECENT_TRADES } from '../src/trading-rules.ts';
import { formatTapeAmount, mergeTape } from '../src/market-tape.ts';

describe('market tape', () => {
  it('merges fills (positive ids) and simulated prints (negative ids) by time, each once, newest first', () => {
    const current = [
      { id: 7, time: 3000 },
      { id: -12, time: 2000 },
    ];
    const merged = mergeTape(current, [
      { id: -20, time: 2500 },
      { id: 7, time: 3000 },
      { id: 8, time: 4000 },
    ]);
    expect(merged.map((entry) => entry.id)).toEqual([8, 7, -20, -12]);
  });

  it('keeps at most the recent trades', () => {
    const many = Array.from({ length: SPOT_RECENT_TRADES + 10 }, (_, index) => ({ id: -index - 1, time: index }));
    const merged = mergeTape([], many);
    expect(merged).toHaveLength(SPOT_RECENT_TRADES);
    expect(merged[0]?.time).toBe(SPOT_RECENT_TRADES + 9);
  });

  it('shows amounts at the market precision, and a sliver below it with its first digit instead of zero', () => {
    expect(formatTapeAmount('0.0123', 6)).toBe('0.012300');
    expect(formatTapeAmount('1234.5', 4)).toBe('1,234.5000');
    expect(formatTapeAmount('0.00000039', 6)).toBe('0.0000004');
    expect(formatTapeAmount('0.00000001', 6)).toBe('0.00000001');
    expect(formatTapeAmount('0', 6)).toBe('0.000000');
  });
});
