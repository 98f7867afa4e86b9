// Query keys of the security centre; every change invalidates `all`.
export const securityKeys = {
  all: ['security'] as const,
  state: () => [...securityKeys.all, 'state'] as const,
  sessions: () => [...securityKeys.all, 'sessions'] as const,
};
