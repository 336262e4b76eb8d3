import type { AnswerLanguage } from './answer-language.js';
import type { BranchAnswer } from './compose-answer.js';
import { replies } from './fixed-replies.js';
import { unsaidPersonLine } from './unsaid.js';

/**
 * "is it chlorine resistant?" that a listing does not answer offers a person from the shop to check it; with nobody
 * online that offer would lead nowhere, so a message is left for them instead, as the gift-wrap and unpublished-policy
 * answers do (service-not-published.ts): the line says so and the reply is labelled "Leave a message" / "给客服留言".
 */
export function personWhenOffline(answer: BranchAnswer, lang: AnswerLanguage): BranchAnswer {
  const line = unsaidPersonLine(lang);
  if (!answer.text.includes(line)) return answer;
  const person = replies.askForHuman(lang);
  const label = lang === 'en' ? 'Leave a message' : '给客服留言';
  return {
    ...answer,
    text: answer.text.replace(line, unsaidPersonLine(lang, false)),
    parts: answer.parts.map((part) =>
      part.type === 'quick_replies' ? { ...part, replies: part.replies.map((reply) => (reply.text === person.text ? { ...reply, label } : reply)) } : part,
    ),
  };
}
