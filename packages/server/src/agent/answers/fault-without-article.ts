import type { AnswerLanguage } from './answer-language.js';
import type { BranchAnswer } from './compose-answer.js';
import { replies } from './fixed-replies.js';

/**
 * A fault the help articles do not cover ("X9 keeps crashing" where no article says crash): "could not find anything
 * on that, try rephrasing" asked the shopper to describe a broken device better. A service desk says it has no fix
 * written down and offers what it can do: a repair check, or a person.
 */
export function faultWithoutArticle(index: number, lang: AnswerLanguage): BranchAnswer {
  const text =
    lang === 'en'
      ? "Sorry about the trouble. Our help articles don't cover this fault, so a repair check is the way to find what is wrong: I can start a repair request, or pass you to a colleague."
      : '很抱歉给您带来麻烦。帮助中心暂时没有这个问题的排查方法，建议送修检测：我可以帮您申请维修，或转人工客服帮您看看。';
  return { index, text, parts: [{ type: 'quick_replies', replies: [replies.requestRepair(lang), replies.askForHuman(lang)] }], resolved: true };
}
