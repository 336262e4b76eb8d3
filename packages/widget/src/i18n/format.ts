import type { Locale, Money } from '@kefu/protocol';

const digitsCache = new Map<string, number>();

/** How many decimals a currency's minor unit has (2 for USD and CNY, 0 for JPY), as Intl knows it. */
function minorDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsCache.set(currency, digits);
  }
  return digits;
}

/**
 * Money (minor units + ISO 4217) in the shopper's locale with Intl: "¥3,999", "$19.99", "19,99 €". The narrow
 * symbol, as shops print prices; no decimals when the amount is whole.
 */
export function formatMoney(money: Money, locale: Locale): string {
  const digits = minorDigits(money.currency);
  const major = money.amount / 10 ** digits;
  const whole = money.amount % 10 ** digits === 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: money.currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(major);
}

// `hour12: false` formats midnight as "24:05" in en; the h23 cycle says "00:05" in every locale.
const CLOCK = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** "09:41" in the shopper's time zone. */
export function formatClock(epochMs: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, CLOCK).format(epochMs);
}

/** "11月3日 14:20" / "Nov 3, 14:20", in the shopper's time zone. */
export function formatDateTime(epochMs: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', ...CLOCK }).format(epochMs);
}

/** A countdown as "9:05" (or "1:02:03" past an hour); never negative. */
export function formatCountdown(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/**
 * An opening time on the shop's clock, in the shopper's language: the time, the weekday, and the zone's short name
 * when the shopper's own zone is another ("09:00", "Mon", "EST"), so "back at 09:00" is never read on the wrong clock.
 */
export function formatOpening(epochMs: number, locale: Locale, timeZone: string): { time: string; day: string; zone: string } {
  const parts = new Intl.DateTimeFormat(locale, { ...CLOCK, weekday: 'short', timeZone, timeZoneName: 'short' }).formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  const own = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  const sameClock =
    new Intl.DateTimeFormat('en', { ...CLOCK, timeZone: own }).format(epochMs) === new Intl.DateTimeFormat('en', { ...CLOCK, timeZone }).format(epochMs);
  return { time: `${part('hour')}:${part('minute')}`, day: part('weekday'), zone: sameClock ? '' : part('timeZoneName') };
}
