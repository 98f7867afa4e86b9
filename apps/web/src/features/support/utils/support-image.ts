// A support chat image (GET /api/support/image/<name>): served only to the thread's user and the
// agents, so it is fetched with the Authorization header and shown from a blob URL.
import { API_BASE } from '../../../lib/api-url.ts';
import { useSession } from '../../../lib/session.ts';

export async function fetchSupportImage(name: string, signal: AbortSignal): Promise<Blob> {
  const token = useSession.getState().token;
  const response = await fetch(`${API_BASE}/support/image/${encodeURIComponent(name)}`, {
    headers: token ? { Authorization: token } : {},
    signal,
    credentials: 'same-origin',
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.startsWith('image/')) throw new Error(`support image ${response.status}`);
  return response.blob();
}
