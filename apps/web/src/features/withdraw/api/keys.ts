// Query keys of this feature, under ['wallet'] so a wallet-wide invalidation (a balance event, a
// movement elsewhere) refreshes them too.
export const withdrawKeys = {
  all: ['wallet', 'withdraw'] as const,
  coins: () => [...withdrawKeys.all, 'coins'] as const,
  info: (coinId: number) => [...withdrawKeys.all, 'info', coinId] as const,
  legalBalance: (coinId: number) => [...withdrawKeys.all, 'legal-balance', coinId] as const,
  addresses: () => [...withdrawKeys.all, 'addresses'] as const,
  bankCard: (kind: 'domestic' | 'international') => [...withdrawKeys.all, 'bank-card', kind] as const,
  payPasswordState: () => [...withdrawKeys.all, 'pay-password-state'] as const,
};
