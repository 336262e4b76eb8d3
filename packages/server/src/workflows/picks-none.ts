import type { Locale } from '@kefu/protocol';
import { say } from './copy.js';

// "跳过", "都不是", "随便", "你帮我选", "skip", "none of these", "you pick": an answer at a choice that gives none. Only the
// shopper knows which order, item, reason or version they mean, so none is picked for them.
const PICKS_NONE =
  /^(?:跳过|略过|先跳过|不知道|不清楚|不记得了?|忘了|都不是|都不对|都没有|没有|随便|随便哪个|哪个都行|都行|你选|你来选|你帮我选|帮我选一?个?|你看着办|skip|pass|next|none|none of (?:these|them|those)|neither|i don'?t know|not sure|no idea|any|any of them|any one|whichever|either|anything|you (?:pick|choose|decide)(?: one| for me)?|(?:just )?pick (?:one|any) for me)[\s!！。.~～吧啊呀]*$/i;

/** Whether an answer at a choice gives none of its options ("跳过", "you pick"). */
export function picksNone(text: string): boolean {
  return PICKS_NONE.test(text.normalize('NFKC').trim());
}

/** Said under a choice a request cannot go without, asked again after an answer that picked none: the ways out. */
export function ownPickText(locale: Locale): string {
  return say(
    locale,
    '这一步需要您自己选，我不能替您选。请点选上面的选项，或回复「取消」退出、回复「人工」转人工客服。',
    'This one needs your own pick; I should not choose for you. Pick an option above, or say "cancel" to stop or ask for a human agent.',
  );
}
