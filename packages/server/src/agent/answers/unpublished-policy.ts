import type { PolicyTopic } from '../../ports/knowledge.js';
import { topicName } from '../../knowledge/policy-topics.js';
import type { AnswerLanguage } from './answer-language.js';
import type { BranchAnswer } from './compose-answer.js';
import { replies } from './fixed-replies.js';

/**
 * "Do you ship internationally?" on a shop that has published no shipping policy: said plainly, with a person offered
 * (or, with nobody from the shop online, a message left for them: the same reply hands off to the offline form). The
 * assistant understood the question, so it does not count towards the repeated-failure handoff.
 */
export function unpublishedPolicy(topic: PolicyTopic, lang: AnswerLanguage, index: number, humansOnline: boolean, part?: 'abroad'): BranchAnswer {
  const name = topicName(topic, lang);
  const person = replies.askForHuman(lang);
  if (lang === 'en') {
    const missing = part ? `The shop's published ${name} does not say whether it ships abroad` : `The shop has not published its ${name} yet`;
    const text = humansOnline
      ? `${missing}, so I cannot answer that reliably. A person from the shop can tell you.`
      : `${missing}, so I cannot answer that reliably, and nobody from the shop is online right now. Leave them a message and they will get back to you.`;
    return { index, text, parts: [{ type: 'quick_replies', replies: [humansOnline ? person : { ...person, label: 'Leave a message' }] }], resolved: true };
  }
  const missing = part ? `店铺公布的${name}里没有提到海外配送` : `店铺还没有发布${name}`;
  const text = humansOnline
    ? `${missing}，这个问题我没法准确回答，可以为您转人工客服解答。`
    : `${missing}，这个问题我没法准确回答；现在没有在线的客服，您可以给客服留言，客服上线后会回复您。`;
  return { index, text, parts: [{ type: 'quick_replies', replies: [humansOnline ? person : { ...person, label: '给客服留言' }] }], resolved: true };
}
