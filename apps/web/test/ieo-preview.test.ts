// The subscribe screen's checks and preview: the amount's first problem in the server's order
// (format, token precision, minimum, what the user may still ask for, balance), what is frozen
// (amount x price rounded up to the atom) and the share, tokens and refund if the project closed now.
import { describe, expect, it } from 'vitest';
import type { TIeoProject } from '@platform/shared/schemas/ieo';
import { orderPreview, orderProblem, progressWidth } from '../src/features/ieo/utils/preview.ts';

const project: TIeoProject = {
  id: 1,
  name: 'Test',
  symbol: 'TST',
  currency_id: 101,
  logo: '',
  description: '',
  white_paper: '',
  token_decimals: 2,
  hard_cap: '1000',
  user_min: '10',
  user_max: '500',
  prices: [{ currency_id: 3, currency: 'USDT', price: '0.1' }],
  warmup_time: 0,
  start_time: 0,
  end_time: 1,
  distribute_time: 2,
  state: 'in_progress',
  subscribable: true,
  subscribed: '3000',
  progress: '300',
  allocated: false,
  ratio: null,
  allocated_at: null,
  user_subscribed: '100',
  user_remaining: '400',
  server_time: 0,
};

describe('IEO subscribe checks', () => {
  it('names the first problem, in the order the server checks', () => {
    expect(orderProblem(project, 'abc', '0.1', '100')).toEqual({ key: 'amount_invalid' });
    expect(orderProblem(project, '10.001', '0.1', '100')).toMatchObject({ key: 'ieo_amount_too_precise', params: { decimals: 2 } });
    expect(orderProblem(project, '5', '0.1', '100')).toMatchObject({ key: 'ieo_below_minimum', params: { minimum: '10', symbol: 'TST' } });
    expect(orderProblem(project, '450', '0.1', '100')).toMatchObject({ key: 'ieo_user_max_exceeded', params: { remaining: '400' } });
    expect(orderProblem(project, '400', '0.1', '39.99')).toEqual({ key: 'insufficient_balance' });
    expect(orderProblem(project, '400', '0.1', '40')).toBeNull();
    // Signed out: no balance to judge by.
    expect(orderProblem({ ...project, user_remaining: null }, '500', '0.1', null)).toBeNull();
  });

  it('previews the payment and, 4x oversubscribed with this one, a 25 % share with 75 % back', () => {
    expect(orderPreview(project, '1000', '0.1')).toEqual({ cost: '100', ratio: '25', allocated: '250', refund: '75' });
    expect(orderPreview({ ...project, subscribed: '0' }, '100', '0.1')).toEqual({
      cost: '10',
      ratio: '100',
      allocated: '100',
      refund: '0',
    });
    // Rounded up to the atom: 0.33 tokens at 0.00000001 cost one atom, not zero.
    expect(orderPreview({ ...project, subscribed: '0' }, '0.33', '0.00000001')?.cost).toBe('0.00000001');
    expect(orderPreview(project, '1.005', '0.1')).toBeNull();
  });

  it('fills the progress bar up to 100 %', () => {
    expect(progressWidth('37.5')).toBe(37);
    expect(progressWidth('400')).toBe(100);
  });
});
