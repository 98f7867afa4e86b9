// The fiat deposit form as typed, outside the page: a 998 answer (verification needed) takes the
// user to the verification screen, and coming back shows the form as they left it. Memory only and
// kept for the user who typed it; a sent deposit clears it.
import { create } from 'zustand';
import type { ImageItem } from '../../components/image-upload.tsx';
import type { OtcRequest } from './api/otc.ts';

export type OtcDraft = {
  fiatCode: string;
  amount: string;
  account: string;
  bankno: string;
  type: OtcRequest['type'];
  voucher: ImageItem[];
};

type DraftStore = {
  /** The session token the draft was typed under. */
  owner: string | null;
  draft: OtcDraft | null;
  keep: (owner: string | null, draft: OtcDraft) => void;
  clear: () => void;
};

export const useOtcDraftStore = create<DraftStore>((set) => ({
  owner: null,
  draft: null,
  keep: (owner, draft) => set({ owner, draft }),
  clear: () => set({ owner: null, draft: null }),
}));

/** The draft of `owner`, or null when there is none or another session typed it. */
export function draftOf(owner: string | null): OtcDraft | null {
  const { owner: draftOwner, draft } = useOtcDraftStore.getState();
  return owner !== null && draftOwner === owner ? draft : null;
}
