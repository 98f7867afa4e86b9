// The assets tab's eye: amounts hidden or shown, remembered on this device (a glance over the
// shoulder in a queue should not read a balance).
import { create } from 'zustand';

const STORAGE_KEY_HIDE_AMOUNTS = 'wallet.hideAmounts';
export const HIDDEN_AMOUNT_TEXT = '****';

function readStored(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY_HIDE_AMOUNTS) === '1';
  } catch {
    return false;
  }
}

function writeStored(hidden: boolean): void {
  try {
    window.localStorage.setItem(STORAGE_KEY_HIDE_AMOUNTS, hidden ? '1' : '0');
  } catch {
    // Storage unavailable: the choice lasts for this visit.
  }
}

type HiddenAmountsState = { hidden: boolean; toggle: () => void };

export const useHiddenAmounts = create<HiddenAmountsState>((set, get) => ({
  hidden: readStored(),
  toggle: () => {
    const hidden = !get().hidden;
    writeStored(hidden);
    set({ hidden });
  },
}));
