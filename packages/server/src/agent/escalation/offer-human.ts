import type { QuickRepliesPart } from '@kefu/protocol';
import type { AnswerLanguage } from '../answers/answer-language.js';

/** The "continue" quick reply and its typed variants: the shopper declines the offered human. */
export const CONTINUE_REPLY = /^(继续|继续咨询|接着说|接着来|不用了?|不用转|不需要|continue|carry on|keep going|no thanks?|no need)$/i;

/** The chip that asks for a person, as the offer of one shows it (one row of chips never shows it twice). */
export function personReply(lang: AnswerLanguage): { text: string } {
  return { text: lang === 'en' ? 'talk to a person' : '转人工' };
}

/** The offer of a human the assistant makes before being asked: a message plus "talk to a person" and "continue" chips. */
export function offerHuman(lang: AnswerLanguage): { text: string; parts: [QuickRepliesPart] } {
  return lang === 'en'
    ? {
        text: 'I’m sorry this hasn’t gone well. I can bring in a person right away, or we can carry on.',
        parts: [{ type: 'quick_replies', replies: [personReply('en'), { text: 'continue' }] }],
      }
    : {
        text: '抱歉让您不满意了。需要的话我可以马上为您转接人工客服，也可以继续由我为您处理。',
        parts: [{ type: 'quick_replies', replies: [personReply('zh'), { text: '继续', label: '继续咨询' }] }],
      };
}

/** What the assistant says when the shopper chooses to carry on. */
export function carryOn(lang: AnswerLanguage): string {
  return lang === 'en' ? 'Sure, let’s carry on. What would you like to know?' : '好的，我们继续。请问您想了解什么？';
}
