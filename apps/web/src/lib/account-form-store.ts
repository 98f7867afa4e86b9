// Drafts of the account forms and the chosen region. They live outside the pages so that a trip to
// the region picker (/pages/common/area) and back keeps what was typed; the security centre's
// contact binding reads the region chosen there too, which is why this is not the account area's own.
// Memory only: nothing here is written to storage.
import { create } from 'zustand';
import { AREA_CODE_DEFAULT } from '@platform/shared/constants';
import type { AccountKind } from '@platform/shared/account-rules';

export type FormName = 'login' | 'register' | 'forget';
export type Region = { code: string; name: string };

type FormStore = {
  values: Record<FormName, Record<string, string>>;
  kinds: Record<FormName, AccountKind>;
  region: Region;
  setValue: (form: FormName, field: string, value: string) => void;
  setKind: (form: FormName, kind: AccountKind) => void;
  reset: (form: FormName) => void;
  setRegion: (region: Region) => void;
};

export const useFormStore = create<FormStore>((set) => ({
  values: { login: {}, register: {}, forget: {} },
  kinds: { login: 'email', register: 'email', forget: 'email' },
  region: { code: AREA_CODE_DEFAULT, name: '' },
  setValue: (form, field, value) => set((state) => ({ values: { ...state.values, [form]: { ...state.values[form], [field]: value } } })),
  setKind: (form, kind) => set((state) => ({ kinds: { ...state.kinds, [form]: kind } })),
  reset: (form) => set((state) => ({ values: { ...state.values, [form]: {} } })),
  setRegion: (region) => set({ region }),
}));

/** The area code a call carries: the chosen region for phones, the default (86) for email (SPEC.md section 9). */
export function areaCodeFor(kind: AccountKind, region: Region): string {
  return kind === 'phone' ? region.code : AREA_CODE_DEFAULT;
}
