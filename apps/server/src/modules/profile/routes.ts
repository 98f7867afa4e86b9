// Profile calls (SPEC.md section 7 and our own): user/editNickname, user/editSignature,
// user/uploadHeadPortrait, user/preferences, user/invite_list. The edits answer the updated user.
import type { FastifyInstance } from 'fastify';
import { ZPageRequest } from '@platform/shared/schemas/common';
import {
  ZEditNicknameRequest,
  ZEditSignatureRequest,
  ZPreferencesRequest,
  ZUploadHeadPortraitRequest,
} from '@platform/shared/schemas/profile';
import type { ModuleDeps } from '../../deps.ts';
import { AppError } from '../../http/errors.ts';
import { defineRoute } from '../../http/route.ts';
import { UPLOAD_RATE_LIMIT, multipartFileOf, registerUploadScope } from '../../files/upload-scope.ts';
import { editNickname, editSignature, inviteList, savePreferences, setAvatarFromFile, setAvatarFromUpload } from './service.ts';

export function registerProfileRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  defineRoute(app, {
    method: 'POST',
    path: 'user/editNickname',
    input: ZEditNicknameRequest,
    auth: true,
    handler: (input, ctx) => editNickname(deps, ctx.user.id, input.nickname),
  });

  defineRoute(app, {
    method: 'POST',
    path: 'user/editSignature',
    input: ZEditSignatureRequest,
    auth: true,
    handler: (input, ctx) => editSignature(deps, ctx.user.id, input.signature),
  });

  // The multipart `file` as /api/upload takes it, or `head_portrait`: an earlier upload's name.
  registerUploadScope(app, (scope) => {
    defineRoute(scope, {
      method: 'POST',
      path: 'user/uploadHeadPortrait',
      input: ZUploadHeadPortraitRequest,
      auth: true,
      rateLimit: UPLOAD_RATE_LIMIT,
      handler: (input, ctx) => {
        const file = multipartFileOf(ctx.request.body);
        if (file) return setAvatarFromFile(deps, ctx.user.id, file);
        if (input.head_portrait) return setAvatarFromUpload(deps, ctx.user, input.head_portrait);
        throw new AppError('upload_missing');
      },
    });
  });

  defineRoute(app, {
    method: 'POST',
    path: 'user/preferences',
    input: ZPreferencesRequest,
    auth: true,
    handler: (input, ctx) => savePreferences(deps, ctx.user.id, input),
  });

  defineRoute(app, {
    method: ['GET', 'POST'],
    path: 'user/invite_list',
    input: ZPageRequest,
    auth: true,
    handler: (input, ctx) => inviteList(deps, ctx.user.id, input),
  });
}
