// Removes what a camera or an editor writes into a PNG beside the picture: eXIf (the same EXIF
// block a JPEG carries, with the GPS position), the text chunks tEXt, zTXt and iTXt (XMP lives in
// iTXt, with the position, the device and the author) and tIME. Every other chunk, the image
// data and the colour information included, is copied byte for byte, so nothing is re-encoded.
//
// A PNG is the 8-byte signature, then chunks: a 4-byte big-endian data length, a 4-byte type,
// the data and a 4-byte CRC, up to IEND.

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const STRIPPED_CHUNKS: ReadonlySet<string> = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);
/** Length, type and CRC around each chunk's data. */
const CHUNK_FRAME_BYTES = 12;

/**
 * The PNG without its metadata chunks, or null when the bytes are not a readable PNG (a chunk
 * running past the end, no IEND): such a file is refused, not stored.
 */
export function stripPngMetadata(png: Buffer): Buffer | null {
  if (png.length < SIGNATURE.length || !png.subarray(0, SIGNATURE.length).equals(SIGNATURE)) return null;
  const kept: Buffer[] = [SIGNATURE];
  let position = SIGNATURE.length;
  while (position + CHUNK_FRAME_BYTES <= png.length) {
    const length = png.readUInt32BE(position);
    const end = position + CHUNK_FRAME_BYTES + length;
    if (end > png.length) return null;
    const type = png.toString('latin1', position + 4, position + 8);
    if (!STRIPPED_CHUNKS.has(type)) kept.push(png.subarray(position, end));
    position = end;
    if (type === 'IEND') return Buffer.concat(kept);
  }
  return null;
}
