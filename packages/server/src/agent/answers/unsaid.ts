import type { AnswerLanguage } from './answer-language.js';

/**
 * What a product's listing leaves unsaid when that is the whole answer to a spec question: the listing does not say
 * `what` ("whether it is padded"), or the shop lists no `spec` of that name ("water resistance") for it.
 */
export type Unsaid = ({ what: string; spec?: never } | { spec: string; what?: never }) & {
  /** Asked in the shopper's own words ("is it chlorine resistant?"): a person from the shop is offered, who can check. */
  person?: boolean;
};

/**
 * The line after an answer some listing leaves unsaid in the shopper's own words: a person can check it — or, with
 * nobody from the shop online, a message can be left for them (person-when-offline.ts).
 */
export function unsaidPersonLine(lang: AnswerLanguage, online = true): string {
  if (!online)
    return lang === 'en'
      ? 'Nobody from the shop is online right now to check it: leave them a message and they will get back to you.'
      : '如需确认，现在没有在线的客服，您可以给客服留言，客服上线后会为您核实。';
  return lang === 'en' ? 'A person from the shop can check it for you: tap below.' : '如需确认，可点下方转人工客服为您核实。';
}

/** A key under which the products whose listings leave the same thing unsaid are answered together. */
export function unsaidKey(unsaid: Unsaid): string {
  return unsaid.what !== undefined ? `what:${unsaid.what}` : `spec:${unsaid.spec}`;
}

/**
 * "is it padded?" of four listed shirts, none of whose listings says: one sentence naming them, not four sentences
 * that differ only in the title.
 */
export function unsaidOfMany(unsaid: Unsaid, titles: readonly string[], lang: AnswerLanguage): string {
  const en = lang === 'en';
  const two = titles.length === 2;
  if (en) {
    const list = titles.join(', ');
    return unsaid.what !== undefined
      ? `${two ? 'Neither listing says' : 'None of these listings says'} ${unsaid.what}: ${list}.`
      : `The shop does not list ${unsaid.spec} for ${two ? 'either' : 'any'} of these: ${list}.`;
  }
  const these = two ? '这两款' : '这几款';
  const list = titles.join('、');
  return unsaid.what !== undefined ? `${these}的商品信息都没有写明${unsaid.what}：${list}。` : `${these}都暂未标注${unsaid.spec}信息：${list}。`;
}
