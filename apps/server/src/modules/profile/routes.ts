// Profile calls (SPEC.md section 7 and our own): user/editNickname, user/editSignature,
// user/uploadHeadPortrait, user/preferences, user/invite_list. The edits answer the updated user.
import type { FastifyInstance } from 'fastify';
import {
  userEditNickname,
  userEditSignature,
  userInviteList,
  userPreferences,
  userUploadHeadPortrait,
} from '@platform/shared/contract/profile';
import type { ModuleDeps } from '../../deps.ts';
import { AppError } from '../../http/errors.ts';
import { defineRoute } from '../../http/route.ts';
import { UPLOAD_RATE_LIMIT, multipartFileOf, registerUploadScope } from '../../files/upload-scope.ts';
import { editNickname, editSignature, inviteList, savePreferences, setAvatarFromFile, setAvatarFromUpload } from './service.ts';

export function registerProfileRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  defineRoute(app, userEditNickname, (input, ctx) => editNickname(deps, ctx.user.id, input.nickname));

  defineRoute(app, userEditSignature, (input, ctx) => editSignature(deps, ctx.user.id, input.signature));

  // The multipart `file` as /api/upload takes it, or `head_portrait`: an earlier upload's name.
  registerUploadScope(app, (scope) => {
    defineRoute(
      scope,
      userUploadHeadPortrait,
      (input, ctx) => {
        const file = multipartFileOf(ctx.request.body);
        if (file) return setAvatarFromFile(deps, ctx.user.id, file);
        if (input.head_portrait) return setAvatarFromUpload(deps, ctx.user, input.head_portrait);
        throw new AppError('upload_missing');
      },
      { rateLimit: UPLOAD_RATE_LIMIT },
    );
  });

  defineRoute(app, userPreferences, (input, ctx) => savePreferences(deps, ctx.user.id, input));

  defineRoute(app, userInviteList, (input, ctx) => inviteList(deps, ctx.user.id, input));
}
