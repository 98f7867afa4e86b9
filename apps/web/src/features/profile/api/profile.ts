// user/editNickname, user/editSignature, user/uploadHeadPortrait: each answers the updated user,
// which becomes the session's user, so every screen showing the name or the avatar follows.
import { useMutation } from '@tanstack/react-query';
import { userEditNickname, userEditSignature, userUploadHeadPortrait } from '@platform/shared/contract/profile';
import type { TUser } from '@platform/shared/schemas/account';
import type { TEditNicknameRequest, TEditSignatureRequest } from '@platform/shared/schemas/profile';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';

function keepUser(user: TUser): void {
  useSession.getState().setUser(user);
}

// Quiet: the edit sheet shows a refusal under its field.
export function useEditNicknameMutation() {
  return useMutation({
    mutationFn: (body: TEditNicknameRequest) => api.call(userEditNickname, body, { silent: true }),
    onSuccess: keepUser,
  });
}

export function useEditSignatureMutation() {
  return useMutation({
    mutationFn: (body: TEditSignatureRequest) => api.call(userEditSignature, body, { silent: true }),
    onSuccess: keepUser,
  });
}

/** Makes an uploaded file (the reference /api/upload answered) the avatar. */
export function useSetAvatarMutation() {
  return useMutation({
    mutationFn: (fileReference: string) => api.call(userUploadHeadPortrait, { head_portrait: fileReference }),
    onSuccess: keepUser,
  });
}
