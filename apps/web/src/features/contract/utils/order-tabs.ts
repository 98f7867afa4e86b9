// The tabs of the contract orders screen (?tab=open|pending|history): a notice of a closed position
// links to 'history', whose first list is the closed positions.
export const CONTRACT_ORDER_TABS = ['open', 'pending', 'history'] as const;
export type ContractOrderTab = (typeof CONTRACT_ORDER_TABS)[number];

export function contractOrderTabOf(search: string): ContractOrderTab {
  const tab = new URLSearchParams(search).get('tab');
  return CONTRACT_ORDER_TABS.find((item) => item === tab) ?? 'open';
}
