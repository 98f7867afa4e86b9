// The image upload of SPEC.md section 7: POST /api/upload?lang=<upload lang> (zh -> zh-cn,
// hk -> zh-tw), multipart field `file`, with the Authorization header. The answer text is trimmed,
// URL-decoded and read as the {type, message} envelope; message is the file reference. Only png,
// jpg, jpeg and gif are sent (SPEC.md section 5); the server checks the bytes again.
import { Toast } from 'antd-mobile';
import { REQUEST_TIMEOUT_MS, UPLOAD_LIMIT_BYTES, UPLOAD_TOAST_MS } from '@platform/shared/constants';
import { upload } from '@platform/shared/contract/upload';
import { isSuccess } from '@platform/shared/envelope';
import { uploadLang } from '@platform/shared/languages';
import { API_BASE } from './api-url.ts';
import { currentLang, translate } from './i18n.ts';
import { useSession } from './session.ts';

const IMAGE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/jpg', 'image/gif']);
const IMAGE_NAME = /\.(png|jpe?g|gif)$/i;
const BYTES_PER_MEGABYTE = 1_048_576;
/** What the file chooser offers; the check below still runs (a chooser can be told "all files"). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif';

/** An upload that did not give a file reference; its toast has been shown. */
export class UploadFailed extends Error {}

function toast(content: string): void {
  Toast.show({ content, duration: UPLOAD_TOAST_MS });
}

/** Whether `file` may be sent, with the toast that says why not. */
export function checkImage(file: File): boolean {
  const typed = file.type ? IMAGE_TYPES.has(file.type.toLowerCase()) : IMAGE_NAME.test(file.name);
  if (!typed) {
    toast(translate('texts:upload_type_invalid'));
    return false;
  }
  if (file.size > UPLOAD_LIMIT_BYTES) {
    toast(translate('texts:upload_too_large', { megabytes: UPLOAD_LIMIT_BYTES / BYTES_PER_MEGABYTE }));
    return false;
  }
  return true;
}

function readEnvelope(text: string): { type?: unknown; message?: unknown; code?: unknown } | null {
  const cleaned = text.replace(/^\s+|\s+$/g, '');
  for (const candidate of [cleaned, safeDecode(cleaned)]) {
    try {
      const parsed: unknown = JSON.parse(candidate);
      if (typeof parsed === 'object' && parsed !== null) return parsed;
    } catch {
      // Try the decoded form next.
    }
  }
  return null;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Sends one image; resolves to its file reference (e.g. '3f9a…c2.png') after the 'Success' toast. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = useSession.getState().token;
  if (token) headers.Authorization = token;
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let text: string;
  try {
    const response = await fetch(`${API_BASE}/${upload.path}?lang=${encodeURIComponent(uploadLang(currentLang()))}`, {
      method: 'POST',
      headers,
      body: form,
      signal: controller.signal,
      credentials: 'same-origin',
    });
    text = await response.text();
  } catch {
    toast(translate('texts:failed'));
    throw new UploadFailed('transport');
  } finally {
    window.clearTimeout(timer);
  }
  const envelope = readEnvelope(text);
  if (!envelope) {
    toast(translate('texts:failed'));
    throw new UploadFailed('unreadable');
  }
  if (!isSuccess(envelope) || typeof envelope.message !== 'string' || !envelope.message) {
    toast(typeof envelope.message === 'string' && envelope.message ? envelope.message : translate('texts:failed'));
    throw new UploadFailed('refused');
  }
  toast(translate('texts:success'));
  return envelope.message;
}
