export { STRINGS } from './strings.js';
export type { Strings } from './strings.js';
export { resolveLocale, translate } from './translate.js';
export type { StringKey } from './translate.js';
export { formatClock, formatCountdown, formatDateTime, formatMoney, formatOpening } from './format.js';
