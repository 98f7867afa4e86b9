// The tabs of the option orders screen (?tab=open|settled): a settled notice links to 'settled'.
export const OPTION_ORDER_TABS = ['open', 'settled'] as const;
export type OptionOrderTab = (typeof OPTION_ORDER_TABS)[number];

export function optionOrderTabOf(search: string): OptionOrderTab {
  const tab = new URLSearchParams(search).get('tab');
  return OPTION_ORDER_TABS.find((item) => item === tab) ?? 'open';
}
