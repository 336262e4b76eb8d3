/** Why a knowledge file that is not UTF-8 is refused, as every reader of a knowledge folder says it. */
export const NOT_UTF8 = 'is not UTF-8 text (saved as GBK or UTF-16?): save it as UTF-8';

/**
 * A file's bytes as text, or undefined when they are not UTF-8: an article saved as GBK or UTF-16 (what some
 * Windows editors write) read as UTF-8 becomes replacement characters, indexed where no question finds it and shown
 * as garbage, so shoppers were told the shop had published nothing on the subject and nobody was told why.
 */
export function utf8Text(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
