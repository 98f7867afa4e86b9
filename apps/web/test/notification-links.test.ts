// Proves every notice opens a screen the app has, on the tab that holds its record: a settled
// option among the settled ones (not the empty "Open" tab), a filled spot order among the
// completed ones, a closed position in the history.
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_LINKS } from '@platform/shared/notification-rules';
import { SPOT_ORDER_STATES } from '@platform/shared/schemas/spot';
import { PATHS } from '../src/lib/paths.ts';
import { contractOrderTabOf } from '../src/features/contract/utils/order-tabs.ts';
import { optionOrderTabOf } from '../src/features/option/utils/order-tabs.ts';

const ROUTES: ReadonlySet<string> = new Set(Object.values(PATHS));

function split(link: string): { path: string; search: string } {
  expect(link.startsWith('#/')).toBe(true);
  const [path = '', search = ''] = link.slice(1).split('?');
  return { path, search };
}

describe('notice links', () => {
  it.each(Object.entries(NOTIFICATION_LINKS))('%s opens a route of the app', (_name, link) => {
    expect(ROUTES.has(split(link).path)).toBe(true);
  });

  it('opens each record on the tab that lists it', () => {
    const option = split(NOTIFICATION_LINKS.optionsSettled);
    expect(option.path).toBe(PATHS.secondsOrder);
    expect(optionOrderTabOf(option.search)).toBe('settled');

    for (const link of [NOTIFICATION_LINKS.contractHistory, NOTIFICATION_LINKS.contractIndexHistory]) {
      const contract = split(link);
      expect(contract.path).toBe(PATHS.contractOrder);
      expect(contractOrderTabOf(contract.search)).toBe('history');
    }
    expect(new URLSearchParams(split(NOTIFICATION_LINKS.contractIndexHistory).search).get('category')).toBe('index');

    const spot = split(NOTIFICATION_LINKS.spotOrdersCompleted);
    expect(spot.path).toBe(PATHS.currencyOrder);
    const state = new URLSearchParams(spot.search).get('state');
    expect(SPOT_ORDER_STATES).toContain(state);
    expect(state).toBe('completed');

    expect(new URLSearchParams(split(NOTIFICATION_LINKS.depositRecords).search).get('tab')).toBe('deposit');
    expect(new URLSearchParams(split(NOTIFICATION_LINKS.withdrawalRecords).search).get('tab')).toBe('withdraw');
  });
});
