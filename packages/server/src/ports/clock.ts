/** Time, injected everywhere a timer or TTL is involved so tests never sleep for real. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/** The real clock. */
export const systemClock: Clock = { now: () => Date.now() };
