import type { AnswerLanguage } from './answer-language.js';
import type { BranchAnswer } from './compose-answer.js';
import { replies } from './fixed-replies.js';

/**
 * "do you offer gift wrapping?" on a shop whose articles say nothing of it: the shop has not published anything on
 * that topic (named as asked), and a person from the shop can say — not "try rephrasing", which cannot help. With
 * nobody online, a message is left for them, as an unpublished policy does (unpublished-policy.ts). The question was
 * understood, so it does not count towards the repeated-failure handoff.
 */
export function serviceNotPublished(topic: string, lang: AnswerLanguage, index: number, humansOnline: boolean): BranchAnswer {
  const person = replies.askForHuman(lang);
  if (lang === 'en') {
    const missing = `The shop has not published anything about ${topic}`;
    const text = humansOnline
      ? `${missing}, so I cannot say whether it is offered. A person from the shop can tell you.`
      : `${missing}, so I cannot say whether it is offered, and nobody from the shop is online right now. Leave them a message and they will get back to you.`;
    return { index, text, parts: [{ type: 'quick_replies', replies: [humansOnline ? person : { ...person, label: 'Leave a message' }] }], resolved: true };
  }
  const missing = `店铺没有发布关于“${topic}”的说明`;
  const text = humansOnline
    ? `${missing}，我没法确定是否提供，可以为您转人工客服解答。`
    : `${missing}，我没法确定是否提供；现在没有在线的客服，您可以给客服留言，客服上线后会回复您。`;
  return { index, text, parts: [{ type: 'quick_replies', replies: [humansOnline ? person : { ...person, label: '给客服留言' }] }], resolved: true };
}
