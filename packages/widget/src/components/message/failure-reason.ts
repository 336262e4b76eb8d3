import type { KefuError } from '@kefu/protocol';
import type { StringKey } from '../../i18n/index.js';

/**
 * What the shopper is told about a message the server refused for good. Derived from the code only: the
 * server's message is for developers and may be in neither of the shopper's languages.
 */
export function failureReason(error: KefuError | undefined): StringKey {
  return error?.code === 'TOO_LARGE' ? 'failedTooLong' : 'failedRefused';
}
