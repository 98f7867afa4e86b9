// user/preferences: the language and display fiat chosen in the app, kept on the account too so
// that emails and notices come in them. The app's own choice (local storage) stays the one the
// screens use; a failure here changes nothing the user sees.
import { userPreferences } from '@platform/shared/contract/profile';
import type { TPreferencesRequest } from '@platform/shared/schemas/profile';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';

export async function savePreferences(preferences: TPreferencesRequest): Promise<void> {
  const { token } = useSession.getState();
  if (!token) return;
  try {
    const user = await api.call(userPreferences, preferences, { silent: true });
    if (useSession.getState().token === token) useSession.getState().setUser(user);
  } catch {
    // Kept locally; the next change sends it again.
  }
}
