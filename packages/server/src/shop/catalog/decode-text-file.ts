/** Why a file's bytes are not UTF-8 text, or undefined when they are. */
export function binaryReason(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)
    return 'is a ZIP archive (an Excel workbook?), not a CSV file: export or save it as CSV UTF-8';
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return 'is UTF-16 text: save it as CSV UTF-8';
  const nul = bytes.subarray(0, 64 * 1024).indexOf(0);
  if (nul >= 0) return `is not a text file (a NUL byte at byte ${nul + 1}): export the catalog as CSV`;
  return undefined;
}

/** Decodes a text file as UTF-8 (a BOM is dropped), or returns why it cannot be read as text. */
export function decodeTextFile(bytes: Uint8Array): { text: string } | { problem: string; line?: number } {
  const binary = binaryReason(bytes);
  if (binary) return { problem: binary };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes) };
  } catch {
    const lossy = new TextDecoder('utf-8').decode(bytes);
    const before = lossy.slice(0, Math.max(0, lossy.indexOf('\ufffd')));
    return {
      problem: 'is not UTF-8 text (an invalid byte sequence, e.g. Windows-1252 or GBK): export or save it as CSV UTF-8',
      line: before.split('\n').length,
    };
  }
}
