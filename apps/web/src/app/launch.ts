// The launch sequence of SPEC.md section 4. The storage migration runs earlier, in main.tsx, because
// the stored language is read before the first render.
import { create } from 'zustand';
import { getSetting } from '@platform/shared/contract/site';
import { api } from '../lib/api.ts';
import { refreshFiatRates } from '../lib/fiat.ts';
import { useSession } from '../lib/session.ts';
import { startSocket } from '../lib/socket.ts';
import { reloadSessionUser } from '../lib/user-info.ts';

const SUPPORT_SETTING_KEY = 'support_url';

type LaunchState = {
  /** The customer-service id of the 'support_url' setting, empty when none is configured. */
  supportId: string;
};

export const useLaunchState = create<LaunchState>(() => ({ supportId: '' }));

async function loadSupportSetting(): Promise<void> {
  try {
    const setting = await api.call(getSetting, { keyword: SUPPORT_SETTING_KEY }, { silent: true });
    useLaunchState.setState({ supportId: setting.value });
  } catch {
    // No customer-service widget then.
  }
}

/** With a stored token, fetch the user; a refused token (999) is cleared by the API client. */
export async function authenticate(): Promise<void> {
  if (!useSession.getState().token) return;
  try {
    await reloadSessionUser();
  } catch {
    // A network failure keeps the token: the next call tries again.
  }
}

let launched = false;

export function launch(): void {
  if (launched) return;
  launched = true;
  void loadSupportSetting();
  // socket.io-client is not in the entry: lib/socket.ts fetches it once the first screen is up.
  void authenticate()
    .then(() => startSocket())
    .catch(() => undefined); // the pages that use the socket load the module again themselves
  void refreshFiatRates();
}
