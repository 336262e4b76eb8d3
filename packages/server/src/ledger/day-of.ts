/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone: a shop's day starts at its own midnight. */
export function dayOf(at: number, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** Whether a string names a time zone the runtime knows (an IANA name such as Europe/Paris, or UTC). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
