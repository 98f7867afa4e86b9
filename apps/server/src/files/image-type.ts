// What an uploaded file is, decided by its first bytes: the only types accepted are the images of
// SPEC.md section 5 (png, jpg, jpeg, gif). The name and the declared mime are the sender's claim
// and are ignored; the type found here also picks the stored extension and the served mime.

export type ImageType = { mime: 'image/png' | 'image/jpeg' | 'image/gif'; extension: 'png' | 'jpg' | 'gif' };

const PNG: ImageType = { mime: 'image/png', extension: 'png' };
const JPEG: ImageType = { mime: 'image/jpeg', extension: 'jpg' };
const GIF: ImageType = { mime: 'image/gif', extension: 'gif' };

const SIGNATURES: readonly { bytes: readonly number[]; type: ImageType }[] = [
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], type: PNG },
  // SOI and the first byte of the next marker.
  { bytes: [0xff, 0xd8, 0xff], type: JPEG },
  { bytes: [...Buffer.from('GIF87a')], type: GIF },
  { bytes: [...Buffer.from('GIF89a')], type: GIF },
];

export function imageTypeOf(bytes: Buffer): ImageType | null {
  const found = SIGNATURES.find(
    ({ bytes: signature }) => bytes.length > signature.length && signature.every((byte, at) => bytes[at] === byte),
  );
  return found?.type ?? null;
}
