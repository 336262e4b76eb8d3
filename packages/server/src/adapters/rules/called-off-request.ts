import type { IntentType } from '../../ports/intent.js';

// "算了不退了", "不想换了", "不用修了", "I'm not returning it anymore", "no longer want to exchange it": the request is
// called off, not made. The Chinese needs its 了 ("不退不换" says what a policy allows, not a change of mind).
const CALLED_OFF: ReadonlyArray<readonly [IntentType, RegExp]> = [
  [
    'return_process',
    /(?:不|别|不用|不想|不要|不打算)(?:再)?退(?:货|款)?(?:了|啦)|\b(?:not|no longer|won'?t be|decided not to|don'?t want to) return(?:ing)?\b/i,
  ],
  [
    'exchange_process',
    /(?:不|别|不用|不想|不要|不打算)(?:再)?换(?:货)?(?:了|啦)|\b(?:not|no longer|won'?t be|decided not to|don'?t want to) (?:exchang(?:e|ing)|swap(?:ping)?)\b/i,
  ],
  [
    'repair_process',
    /(?:不|别|不用|不想|不要|不打算)(?:再)?(?:修|维修)(?:了|啦)|\b(?:not|no longer|won'?t be|decided not to|don'?t want to) (?:repair(?:ing)?|fix(?:ing)?)\b/i,
  ],
];

/** The requests a clause calls off ("不退了": the return), none when it calls nothing off. */
export function calledOff(text: string): IntentType[] {
  return CALLED_OFF.filter(([, pattern]) => pattern.test(text)).map(([intent]) => intent);
}
