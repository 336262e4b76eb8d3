import type { UploadMediaType } from '@kefu/protocol';

/**
 * The type of a file judged by its first bytes, as the server judges it, or undefined when it is not one Kefu takes:
 * the shopper hears at once that a renamed file will not do, instead of after its upload.
 */
export async function sniffFile(file: Blob): Promise<UploadMediaType | undefined> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head[0] === 0x89 && ascii(1, 4) === 'PNG') return 'image/png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (ascii(0, 5) === '%PDF-') return 'application/pdf';
  if (ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12);
    if (/^hei[cx]|^hev[cx]/.test(brand)) return 'image/heic';
    if (/^mif1|^msf1|^heif/.test(brand)) return 'image/heif';
  }
  return undefined;
}
