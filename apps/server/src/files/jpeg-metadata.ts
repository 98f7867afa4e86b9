// Removes the metadata a camera writes into a JPEG before it is stored: APP1 (EXIF, with the GPS
// position, the device and the time, and XMP) and APP13 (Photoshop/IPTC). A payment receipt
// photographed with a phone must not carry where it was taken to whoever views it later. The
// image data itself is copied untouched, so nothing is re-encoded; the EXIF orientation goes
// with the rest, so a sideways phone photo may show sideways.
//
// A JPEG is SOI, then segments (0xFF, a marker byte, a 2-byte big-endian length counting itself,
// the payload) up to SOS, after which the entropy-coded scan data and everything else follow.

const MARKER_PREFIX = 0xff;
const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP1 = 0xe1;
const APP13 = 0xed;
const STRIPPED_MARKERS: ReadonlySet<number> = new Set([APP1, APP13]);

/** Markers without a length: TEM and RST0..RST7. */
function isStandalone(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
}

/**
 * The JPEG without its APP1 and APP13 segments, or null when the bytes are not a readable JPEG
 * (no SOI, a segment running past the end, no scan): such a file is refused, not stored.
 */
export function stripJpegMetadata(jpeg: Buffer): Buffer | null {
  if (jpeg.length < 4 || jpeg.readUInt8(0) !== MARKER_PREFIX || jpeg.readUInt8(1) !== SOI) return null;
  const kept: Buffer[] = [jpeg.subarray(0, 2)];
  let position = 2;
  while (position < jpeg.length) {
    if (jpeg.readUInt8(position) !== MARKER_PREFIX) return null;
    // Any number of 0xFF fill bytes may precede a marker.
    let markerAt = position + 1;
    while (markerAt < jpeg.length && jpeg.readUInt8(markerAt) === MARKER_PREFIX) markerAt += 1;
    if (markerAt >= jpeg.length) return null;
    const marker = jpeg.readUInt8(markerAt);
    if (marker === SOS) {
      kept.push(jpeg.subarray(markerAt - 1));
      return Buffer.concat(kept);
    }
    if (marker === 0x00 || marker === SOI || marker === EOI) return null;
    if (isStandalone(marker)) {
      kept.push(jpeg.subarray(markerAt - 1, markerAt + 1));
      position = markerAt + 1;
      continue;
    }
    if (markerAt + 3 > jpeg.length) return null;
    const length = jpeg.readUInt16BE(markerAt + 1);
    const end = markerAt + 1 + length;
    if (length < 2 || end > jpeg.length) return null;
    if (!STRIPPED_MARKERS.has(marker)) kept.push(jpeg.subarray(markerAt - 1, end));
    position = end;
  }
  return null;
}
