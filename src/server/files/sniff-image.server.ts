/** The raster image types the editor's upload takes (spec: images in rich text), by what their bytes say. */
export const UPLOAD_IMAGE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
} as const;
export type UploadImageType = keyof typeof UPLOAD_IMAGE_TYPES;

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((b, i) => bytes[i] === b);

/**
 * The image type of the first bytes of a file, or null: the name and the declared type are never trusted (a
 * `.png` holding HTML stays HTML). AVIF is an ISO-BMFF `ftyp` box naming the `avif`/`avis` brand, as major or
 * compatible brand.
 */
export function sniffImageType(head: Uint8Array): UploadImageType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (head.length >= 16 && ascii(head, 4, 8) === 'ftyp') {
    const boxSize = Math.min(new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(0), head.length, 256);
    for (let at = 8; at + 4 <= boxSize; at += 4) {
      if (at === 12) continue; // the minor version, not a brand
      const brand = ascii(head, at, at + 4);
      if (brand === 'avif' || brand === 'avis') return 'image/avif';
    }
  }
  return null;
}
