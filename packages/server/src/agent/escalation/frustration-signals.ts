import type { Recognition } from '../../ports/intent.js';
import { saysParcelIsLate } from '../../adapters/rules/parcel-chase.js';

// Disappointment and exasperation that are not a demand for a human (those are the rules engine's angry cues).
const NEGATIVE_ZH = [
  '失望',
  '无语',
  '太慢',
  '好慢',
  '真慢',
  '慢死',
  '垃圾',
  '离谱',
  '差劲',
  '服了',
  '烦死',
  '受不了',
  '没用',
  '不靠谱',
  '敷衍',
  '答非所问',
  '听不懂',
  '看不懂人话',
  '靠不住',
  '什么鬼',
  '搞笑',
  '醉了',
  '崩溃',
  '郁闷',
  '生气',
  '不满意',
];
const NEGATIVE_EN =
  /\b(disappoint\w*|useless|what a joke|joke|ridiculous|terrible|awful|pathetic|rubbish|garbage|annoy\w*|frustrat\w*|so slow|too slow|waste of (my )?time|not helpful|unhelpful|doesn'?t help|not what i asked|you don'?t understand|makes no sense|fed up|sick of|come on)\b/i;
// "第三次问了", "问了好几遍", "说了多少次", "I've asked three times", "for the third time", "again and again".
const REPEATED_ZH =
  /(?:问|说)了半天|第\s*[二三四五六七八九十几两2-9]\s*次|又问|再问一[遍次]|(问|说|讲)了?\s*(好几|很多|多少|无数|[二三四五两几2-9])\s*(遍|次)|还是没(有)?(解决|回答|人)|一直(没|不)(回答|解决|理)/u;
// "this is the third time I ask", "how many times do I have to ask", "I'm asking again".
const REPEATED_EN =
  /\b(?:this is|that'?s|it'?s)\s+(?:the|my)\s+(?:second|third|fourth|fifth|2nd|3rd|4th|5th|\w+th)\s+time\b(?:\s+(?:i'?m\s+asking|i\s+am\s+asking|i'?ve\s+asked|i\s+ask(?:ed)?)(?:\s+(?:this|that|you))?)?|\bhow many times\b(?:\s+(?:do|must|should|will|did)\s+i\s+(?:have to\s+|need to\s+)?(?:ask|tell you|say (?:it|this)))?|\b(?:i'?m|i am)\s+asking\s+(?:you\s+)?again\b|\b(asked|told you|said|tried)\b.{0,24}\b(twice|three|3|four|several|many|multiple|a few|(\d+)|so many)\s+times\b|\bfor the (second|third|fourth|2nd|3rd|4th|\w+th) time\b|\b(already|i'?ve) asked\b|\basked (this|that|you) (already|before|again)\b|\bagain and again\b|\bkeep asking\b/i;

/** How much a message adds to the shopper's frustration, and why. */
export interface FrustrationSignals {
  /** Points this message adds. */
  points: number;
  /** What was noticed, for logs and tests. */
  cues: string[];
  /** The message says it is asking again: a human is offered at once. */
  explicitRepeat: boolean;
  /** The message's text without its venting: empty when it only vents. */
  rest: string;
}

function allCaps(text: string): boolean {
  const words = text.match(/\b[A-Za-z]{3,}\b/g) ?? [];
  const loud = words.filter((word) => word === word.toUpperCase());
  return loud.length >= 2 && loud.length / words.length >= 0.6;
}

/** Reads one message's frustration: negative wording, intensity (？？？, !!, all caps), "asked again" statements, model sentiment. */
export function frustrationSignals(text: string, recognition: Pick<Recognition, 'sentiment'> | null): FrustrationSignals {
  const cues: string[] = [];
  let rest = text;
  let points = 0;
  const negative = NEGATIVE_ZH.filter((word) => text.includes(word));
  const english = text.match(NEGATIVE_EN)?.[0];
  if (negative.length || english) {
    cues.push(...negative, ...(english ? [english.toLowerCase()] : []));
    points += 2;
    for (const word of negative) rest = rest.replaceAll(word, ' ');
    if (english) rest = rest.replace(NEGATIVE_EN, ' ');
  } else if (recognition?.sentiment === 'negative') {
    cues.push('model:negative');
    points += 2;
  }
  if (/[?？]{3,}|[?？]\s*[!！]|[!！]\s*[?？]/u.test(text)) {
    cues.push('？？？');
    points += 1;
  }
  // Waiting longer than expected ("怎么还没到", "still nothing"): impatience, a point less than disappointment.
  if (saysParcelIsLate(text)) {
    cues.push('still waiting');
    points += 1;
  }
  if (/[!！]{2,}/u.test(text)) {
    cues.push('!!');
    points += 1;
  }
  if (allCaps(text)) {
    cues.push('caps');
    points += 1;
  }
  const repeat = text.match(REPEATED_ZH)?.[0] ?? text.match(REPEATED_EN)?.[0];
  if (repeat) {
    cues.push(repeat);
    points += 3;
    rest = rest
      .replace(REPEATED_ZH, ' ')
      .replace(REPEATED_EN, ' ')
      .replace(/\b(twice|three|four|five|several|many|multiple|so many|a few|\d+)\s+times\b/gi, ' ');
  }
  rest = rest.replace(
    /[\s\p{P}\p{S}]|[我你您他她它们的了啊吧呢吗很真太都也就还是怎么这那个样好挺非常特别实在简直问说讲遍次]|\b\w+'(ve|m|s|re|ll|d)\b|\b(i|am|so|very|really|this|is|it|that|you|are|what|a|the|im|just|such|have|has|had|been|already|again|now|here|yet|still|we|me|my|and|but|oh|ok|okay|well)\b/giu,
    '',
  );
  return { points, cues, explicitRepeat: !!repeat, rest };
}
