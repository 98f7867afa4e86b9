// The server's API as the browser tests call it, to set up what a scenario starts from (a new user,
// an upload, an admin's decision) without clicking through screens the scenario is not about.
import { expect, type APIRequestContext } from '@playwright/test';
import { tinyPng } from '../apps/server/test/fixtures/images.ts';
import { waitForCode } from './outbox.ts';

/** The password of the users the tests register. */
export const PASSWORD = 'Secret#2026';
/** The seeded admin and demo user. */
export const ADMIN = { email: 'admin@nova.exchange', password: 'Admin12345' };
export const DEMO = { email: 'demo@nova.exchange', password: 'Demo12345' };

/** A 1 x 1 PNG: a real image, as the server decides by the bytes. */
export const PHOTO_PNG = tinyPng();

export type Answer<T = string> = { type: string | number; message: T };

/** POSTs a form to /api/<call>, as the given user when a token is passed, and answers the envelope. */
export async function post<T = string>(
  request: APIRequestContext,
  call: string,
  form: Record<string, string>,
  token?: string,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const response = await request.post(`/api/${call}`, { form, headers: token ? { ...headers, authorization: token } : headers });
  return (await response.json()) as Answer<T>;
}

/**
 * Registers a new email user with the emailed code and answers their token. With `userAgent` (a
 * browser's navigator.userAgent) it registers as that browser, so logging in there later is a known
 * device (a login from a new device is a notice of its own).
 */
export async function register(request: APIRequestContext, email: string, { userAgent }: { userAgent?: string } = {}): Promise<string> {
  expect((await post(request, 'sms_mail', { user_string: email, scene: 'register' })).type).toBe('ok');
  const code = await waitForCode(email);
  const registered = await post(
    request,
    'user/register',
    { type: 'email', user_string: email, code, password: PASSWORD, re_password: PASSWORD },
    undefined,
    userAgent ? { 'user-agent': userAgent } : {},
  );
  expect(registered.type).toBe('ok');
  return registered.message;
}

/** The seeded admin's token. */
export async function loginAdmin(request: APIRequestContext): Promise<string> {
  return (await post(request, 'user/login', { user_string: ADMIN.email, password: ADMIN.password })).message;
}

/** Uploads PHOTO_PNG as the user and answers the file's name. */
export async function uploadPhoto(request: APIRequestContext, token: string, name = 'photo.png'): Promise<string> {
  const response = await request.post('/api/upload', {
    headers: { authorization: token },
    multipart: { file: { name, mimeType: 'image/png', buffer: PHOTO_PNG } },
  });
  return ((await response.json()) as Answer).message;
}
