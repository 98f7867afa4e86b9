// The URL of a call: /api/<path>?<params>&lang=<lang>. One rule for the API client and for the early
// start script the build writes (build/early-start.ts), so an answer fetched before the app has run
// is found again by the exact URL the client asks for.
export const API_BASE = '/api';

export type Params = Record<string, string | number | boolean | null | undefined>;

export function apiUrl(path: string, params: Params, lang: string): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query.append(name, String(value));
  }
  query.set('lang', lang);
  return `${API_BASE}/${path.replace(/^\/+/, '')}?${query.toString()}`;
}
