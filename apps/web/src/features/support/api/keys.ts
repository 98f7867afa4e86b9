// Every support query is keyed under 'support' and the session token, so one user's conversation
// never shows for the next user of the same browser.
export const SUPPORT_KEY = ['support'] as const;

export const supportKey = (token: string | null, ...parts: readonly unknown[]) => [...SUPPORT_KEY, token ?? '', ...parts] as const;
