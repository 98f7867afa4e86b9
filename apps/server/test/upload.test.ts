// Proves uploads accept only real PNG, JPEG and GIF images (by their bytes, whatever the name
// says), store them under a random name without the camera's EXIF, and serve them back only to
// the uploader and admins: everyone else, anonymous included, gets the 404 of a missing file.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMIT_BYTES } from '@platform/shared/constants';
import { stripJpegMetadata } from '../src/files/jpeg-metadata.ts';
import { stripPngMetadata } from '../src/files/png-metadata.ts';
import { pngChunk, tinyGif, tinyPng } from './fixtures/images.ts';
import { describeEachDialect, type TestApp } from './harness.ts';
import { loginAdmin, postUpload, registerUser, userIdOf } from './helpers.ts';

// The JPEGs, with and without camera metadata, are built here: only these tests need them.

function jpegSegment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

const JFIF = jpegSegment(0xe0, Buffer.from([...Buffer.from('JFIF\0', 'latin1'), 1, 1, 0, 0, 1, 0, 1, 0, 0]));
const GPS_TEXT = 'GPS 48.8584N 2.2945E';
/** An EXIF segment as a phone writes it: the TIFF header, an empty IFD, and where the photo was taken. */
const EXIF = jpegSegment(
  0xe1,
  Buffer.concat([Buffer.from('Exif\0\0MM\0*\0\0\0\x08\0\0\0\0\0\0', 'latin1'), Buffer.from(GPS_TEXT, 'latin1')]),
);
const IPTC = jpegSegment(0xed, Buffer.from('Photoshop 3.0\0 8BIM city=Paris', 'latin1'));

/**
 * A 1x1 grey baseline JPEG: quantisation all ones, one-code Huffman tables ('0' is DC category 0
 * and AC end-of-block), so the whole scan is the bits 00 padded with ones.
 */
function tinyJpeg(metadata: Buffer[] = []): Buffer {
  const dqt = jpegSegment(0xdb, Buffer.from([0x00, ...new Array<number>(64).fill(1)]));
  const sof0 = jpegSegment(0xc0, Buffer.from([8, 0, 1, 0, 1, 1, 1, 0x11, 0]));
  const oneCodeTable = (tableClass: number) => Buffer.from([tableClass, 1, ...new Array<number>(15).fill(0), 0x00]);
  const dht = jpegSegment(0xc4, Buffer.concat([oneCodeTable(0x00), oneCodeTable(0x10)]));
  const sos = jpegSegment(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0]));
  return Buffer.concat([Buffer.from([0xff, 0xd8]), JFIF, ...metadata, dqt, sof0, dht, sos, Buffer.from([0x3f, 0xff, 0xd9])]);
}

async function download(t: TestApp, name: string, token?: string) {
  const response = await fetch(`${t.baseUrl}/api/file/${name}`, { headers: token ? { authorization: token } : {} });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

/** What a phone or an editor writes into a PNG: EXIF with the position, XMP in iTXt, a comment, the time. */
const PNG_METADATA = [
  pngChunk('eXIf', Buffer.concat([Buffer.from('MM\0*\0\0\0\x08', 'latin1'), Buffer.from(GPS_TEXT, 'latin1')])),
  pngChunk('iTXt', Buffer.concat([Buffer.from('XML:com.adobe.xmp\0\0\0\0\0', 'latin1'), Buffer.from(GPS_TEXT, 'latin1')])),
  pngChunk('tEXt', Buffer.from('Comment\0taken at home', 'latin1')),
  pngChunk('tIME', Buffer.from([0x07, 0xea, 0x0b, 0x15, 0x0c, 0x00, 0x00])),
];

describe('stripPngMetadata', () => {
  it('removes eXIf, the text chunks and tIME, and keeps every other byte', () => {
    expect(stripPngMetadata(tinyPng(0x80, PNG_METADATA))).toEqual(tinyPng());
  });

  it('keeps the colour information chunks', () => {
    const withGamma = tinyPng(0x80, [pngChunk('gAMA', Buffer.from([0x00, 0x00, 0xb1, 0x8f]))]);
    expect(stripPngMetadata(withGamma)).toEqual(withGamma);
  });

  it('answers null for bytes that are not a readable PNG', () => {
    const png = tinyPng();
    expect(stripPngMetadata(Buffer.from('<html></html>'))).toBeNull();
    // Cut inside a chunk, and cut before IEND.
    expect(stripPngMetadata(png.subarray(0, 20))).toBeNull();
    expect(stripPngMetadata(png.subarray(0, png.length - 12))).toBeNull();
  });
});

describe('stripJpegMetadata', () => {
  it('removes the EXIF (APP1) and IPTC (APP13) segments and keeps every other byte', () => {
    expect(stripJpegMetadata(tinyJpeg([EXIF, IPTC]))).toEqual(tinyJpeg());
  });

  it('leaves a JPEG without metadata as it is', () => {
    expect(stripJpegMetadata(tinyJpeg())).toEqual(tinyJpeg());
  });

  it('reads fill bytes before a marker', () => {
    const padded = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), tinyJpeg([EXIF]).subarray(2)]);
    expect(stripJpegMetadata(padded)).toEqual(Buffer.concat([Buffer.from([0xff, 0xd8]), tinyJpeg().subarray(2)]));
  });

  it('answers null for bytes that are not a readable JPEG', () => {
    const jpeg = tinyJpeg([EXIF]);
    expect(stripJpegMetadata(Buffer.from('<html></html>'))).toBeNull();
    // A segment whose length runs past the end.
    expect(stripJpegMetadata(jpeg.subarray(0, JFIF.length + 10))).toBeNull();
    // No scan: the header of an image without its image.
    expect(stripJpegMetadata(Buffer.concat([Buffer.from([0xff, 0xd8]), JFIF, Buffer.from([0xff, 0xd9])]))).toBeNull();
    // Garbage where a marker must be.
    expect(stripJpegMetadata(Buffer.concat([Buffer.from([0xff, 0xd8]), JFIF, Buffer.from('junk')]))).toBeNull();
  });
});

describeEachDialect('uploads', (ctx) => {
  let owner: { email: string; token: string } | undefined;
  /** One uploader for the tests that only need someone logged in. */
  const ownerOf = async (t: TestApp) => (owner ??= await registerUser(t));

  it('stores PNG, JPEG and GIF under a random name with their type, size and hash', async () => {
    const t = ctx();
    const { email, token } = await ownerOf(t);
    const images = [
      { bytes: tinyPng(), extension: 'png', mime: 'image/png' },
      { bytes: tinyJpeg(), extension: 'jpg', mime: 'image/jpeg' },
      { bytes: tinyGif(), extension: 'gif', mime: 'image/gif' },
    ];
    for (const image of images) {
      // The declared name and type say nothing: the bytes decide.
      const answer = await postUpload(t, token, image.bytes, { name: 'photo.bin', type: 'application/octet-stream' });
      expect(answer.body.type).toBe('ok');
      const name = answer.body.message;
      expect(name).toMatch(new RegExp(`^[0-9a-f]{32}\\.${image.extension}$`));
      const row = await t.db.selectFrom('uploads').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        user_id: await userIdOf(t, email),
        mime: image.mime,
        size_bytes: image.bytes.length,
        sha256: sha256(image.bytes),
      });
      expect(fs.readFileSync(path.join(t.config.uploadDir, name))).toEqual(image.bytes);
    }
  });

  it('refuses a text file named x.png and an HTML page, translated, and stores nothing', async () => {
    const t = ctx();
    const { token } = await ownerOf(t);
    const before = await t.db
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const text = await postUpload(t, token, Buffer.from('just some text, not an image\n'), { name: 'x.png', type: 'image/png' });
    expect(text.body).toMatchObject({ type: 'error', code: 'upload_type_invalid', message: 'Only png, jpg, gif and jpeg can be uploaded' });
    const html = await postUpload(t, token, Buffer.from('<!doctype html><script>alert(1)</script>'), {
      name: 'receipt.jpg',
      type: 'image/jpeg',
      lang: 'zh',
    });
    expect(html.body).toMatchObject({ type: 'error', code: 'upload_type_invalid' });
    expect(html.body.message).not.toBe('Only png, jpg, gif and jpeg can be uploaded');
    // The app sends zh as zh-cn to this call (SPEC.md section 7).
    const zhCn = await postUpload(t, token, Buffer.from('<html></html>'), { lang: 'zh-cn' });
    expect(zhCn.body.message).toBe(html.body.message);
    // A JPEG signature in front of anything else is still not a JPEG.
    const fake = await postUpload(t, token, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html>')]), {
      name: 'a.jpg',
    });
    expect(fake.body.code).toBe('upload_type_invalid');
    const after = await t.db
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });

  it('refuses a file over the limit with its own translated message, and a request without a file', async () => {
    const t = ctx();
    const { token } = await ownerOf(t);
    const oversize = Buffer.concat([tinyPng(), Buffer.alloc(UPLOAD_LIMIT_BYTES)]);
    const big = await postUpload(t, token, oversize, { lang: 'de' });
    expect(big.body).toMatchObject({ type: 'error', code: 'upload_too_large' });
    expect(big.body.message).toContain('5 MB');

    const form = new FormData();
    form.append('note', 'no file here');
    const response = await fetch(`${t.baseUrl}/api/upload`, { method: 'POST', headers: { authorization: token }, body: form });
    expect(await response.json()).toMatchObject({ type: 'error', code: 'upload_missing' });
  });

  it('needs a login to upload', async () => {
    const t = ctx();
    const answer = await postUpload(t, undefined, tinyPng());
    expect(answer.body.type).toBe(999);
  });

  it('serves a file to its owner and admins only; everyone else gets 404 as for a missing file', async () => {
    const t = ctx();
    const { token } = await ownerOf(t);
    const stranger = await registerUser(t);
    const adminToken = await loginAdmin(t);
    const name = (await postUpload(t, token, tinyPng())).body.message;

    const mine = await download(t, name, token);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
    expect(mine.bytes).toEqual(tinyPng());

    const byAdmin = await download(t, name, adminToken);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.bytes).toEqual(tinyPng());

    const missing = await download(t, `${'0'.repeat(32)}.png`, token);
    expect(missing.status).toBe(404);
    for (const refused of [await download(t, name, stranger.token), await download(t, name)]) {
      expect(refused.status).toBe(404);
      expect(refused.bytes.toString()).toBe(missing.bytes.toString());
    }
    // Names outside the strict pattern never reach the disk.
    for (const bad of ['..%2F..%2Fetc%2Fpasswd', `${name.slice(0, -4)}.html`, name.toUpperCase()]) {
      expect((await download(t, bad, adminToken)).status).toBe(404);
    }
  });

  it('strips EXIF from a JPEG before storing it', async () => {
    const t = ctx();
    const { token } = await ownerOf(t);
    const photo = tinyJpeg([EXIF]);
    expect(photo.includes(GPS_TEXT)).toBe(true);
    const name = (await postUpload(t, token, photo, { name: 'IMG_0001.JPG', type: 'image/jpeg' })).body.message;
    expect(name).toMatch(/\.jpg$/);
    const served = await download(t, name, token);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.bytes).toEqual(tinyJpeg());
    expect(served.bytes.includes('Exif')).toBe(false);
    expect(fs.readFileSync(path.join(t.config.uploadDir, name)).includes(GPS_TEXT)).toBe(false);
    const row = await t.db.selectFrom('uploads').select(['size_bytes', 'sha256']).where('name', '=', name).executeTakeFirstOrThrow();
    expect(row).toEqual({ size_bytes: tinyJpeg().length, sha256: sha256(tinyJpeg()) });
  });

  it('strips the EXIF and text chunks (XMP) from a PNG before storing it', async () => {
    const t = ctx();
    const { token } = await ownerOf(t);
    const picture = tinyPng(0x80, PNG_METADATA);
    expect(picture.includes(GPS_TEXT)).toBe(true);
    const name = (await postUpload(t, token, picture, { name: 'screenshot.png', type: 'image/png' })).body.message;
    const served = await download(t, name, token);
    expect(served.bytes).toEqual(tinyPng());
    expect(fs.readFileSync(path.join(t.config.uploadDir, name)).includes(GPS_TEXT)).toBe(false);
  });

  // Last: it uses up this address's upload allowance for the minute.
  it('limits uploads per address and minute', async () => {
    const t = ctx();
    const { token } = await ownerOf(t);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) statuses.push((await postUpload(t, token, tinyGif())).status);
    expect(statuses).toContain(429);
  });
});
