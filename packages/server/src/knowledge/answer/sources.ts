import type { KnowledgeSourcePart } from '@kefu/protocol';
import type { RetrievedPassage } from '../retrieval/state.js';
import { RETRIEVAL } from '../retrieval/thresholds.js';
import { termCoverage, termsCoverage } from '../text/coverage.js';
import { hasCjk, queryTerms } from '../text/tokenize.js';
import { articleUnits } from './article-units.js';
import { askedTopicMatch } from './asked-topic.js';
import { bestBlockScore, clipText, unitScore } from './excerpt-window.js';
import { questionFocus, type QuestionFocus } from './question-focus.js';
import { onlyWeakEvidence } from './weak-evidence.js';
import type { ReadableUnit } from './readable-units.js';
import type { WordGroups } from '../text/word-groups.js';

/** Passages kept per article: enough for a list or a section that spans chunks. */
export const PASSAGES_PER_ARTICLE = 3;
/** How close to the best article another must come to be cited too. */
export const SOURCE_CLOSENESS = 0.9;
/** The longest excerpt a source card shows (the widget clamps it to a few lines). */
export const CARD_EXCERPT_MAX = 120;

const LEAD_IN = /[：:]$/;
/**
 * How much naming the asked-about policy in its heading adds to an article's relevance: enough to outweigh a context
 * word another article is about ("box" in a return question). 0.25–0.35 scored alike on the evaluation's tuned part
 * and on questions written apart from it, 0.15 and 0.5 lower.
 */
const ASKED_TOPIC_WEIGHT = 0.3;

/**
 * How well each article among the passages answers the question, 0..1: the question's words its
 * passages contain, each weighted by how few of the found articles contain it ("香港" in one says more
 * than "送到" in several), and the share its title and tags contain (a word met only in passing,
 * "发票" in the return rules, weighs half as much as one the article is about).
 */
export function articleRelevance(passages: RetrievedPassage[], question: string, groups?: WordGroups): Map<string, number> {
  const terms = queryTerms(question);
  // The shop's other names for a word count where an article uses them instead (equal ones whole, related ones less).
  const alternatives = groups?.alternatives(question, terms);
  const texts = new Map<string, string>();
  const headings = new Map<string, string>();
  for (const { chunk } of passages) {
    texts.set(chunk.docKey, `${texts.get(chunk.docKey) ?? ''}\n${chunk.title}\n${chunk.text}\n${chunk.tags.join(' ')}`);
    headings.set(chunk.docKey, `${chunk.title}\n${chunk.tags.join(' ')}`);
  }
  const weights = new Map(
    terms.map((term) => {
      const found = [...texts.values()].filter((text) => termsCoverage([term], text, undefined, alternatives) > 0).length;
      return [term, Math.log(1 + texts.size / Math.max(found, 1))];
    }),
  );
  // One Chinese character is half a word's evidence, also when it is all the question's topic: "下单后一般几天能到" reads
  // as "单", which the cancel article's title holds ("取消订单"), and the shipping time it asks about must outweigh it.
  const evidence = Math.min(
    1,
    terms.reduce((sum, term) => sum + (hasCjk(term) && term.length === 1 ? 0.5 : 1), 0),
  );
  const relevance = new Map<string, number>();
  // Question focus (issue 21): an article whose heading names the policy asked about gains up to ASKED_TOPIC_WEIGHT.
  for (const [docKey, text] of texts) {
    const heading = headings.get(docKey)!;
    relevance.set(
      docKey,
      (evidence * (termsCoverage(terms, text, weights, alternatives) + termsCoverage(terms, heading, undefined, alternatives))) / 2 +
        ASKED_TOPIC_WEIGHT * askedTopicMatch(question, heading),
    );
  }
  return relevance;
}

/**
 * The passages an answer may use: relevant ones from the articles about as relevant as the best
 * ({@link SOURCE_CLOSENESS}) and relevant enough to answer at all (`RETRIEVAL.answerableRelevance`, `answerableRelevanceLatin` for a question without Chinese), at most {@link PASSAGES_PER_ARTICLE} per article and {@link RETRIEVAL.maxArticles} articles,
 * best article first. An article the question meets in one weak word only ({@link onlyWeakEvidence}) is none of them.
 */
export function usablePassages(passages: RetrievedPassage[], question: string, groups?: WordGroups): RetrievedPassage[] {
  const { ranked: all, articles } = rankArticles(passages, question, groups);
  const alternatives = groups?.alternatives(question, queryTerms(question));
  const ranked = all.filter(({ docKey }) => {
    const found = articles.get(docKey)!;
    const { title, tags } = found[0]!.chunk;
    return !onlyWeakEvidence(question, { heading: `${title}\n${tags.join(' ')}`, text: found.map(({ chunk }) => chunk.text).join('\n') }, alternatives);
  });
  const best = ranked[0]?.relevance ?? 0;
  const answerable = hasCjk(question) ? RETRIEVAL.answerableRelevance : RETRIEVAL.answerableRelevanceLatin;
  return ranked
    .filter((article) => article.relevance >= Math.max(best * SOURCE_CLOSENESS, answerable))
    .slice(0, RETRIEVAL.maxArticles)
    .flatMap((article) => articles.get(article.docKey)!);
}

/**
 * The articles of the relevant passages, best first by {@link articleRelevance} (on a tie: for a question asking how
 * long, how or what time, the article whose best part gives it; for any other, one that is not a list of steps, then
 * the one whose title names more of the question, then the better part; then the retrieval's order), each with its
 * passages (at most {@link PASSAGES_PER_ARTICLE}).
 */
export function rankArticles(
  passages: RetrievedPassage[],
  question: string,
  groups?: WordGroups,
): { ranked: Array<{ docKey: string; relevance: number }>; articles: Map<string, RetrievedPassage[]> } {
  // A passage of an article whose heading names the policy asked about is read even when context words dilute its
  // coverage ("bought a phone 5 days ago is it too late to return": one topic word of seven is the question), or when
  // it holds none of them: "几天能到" has no topic word, and "现在买X9几天能到" only the product, which no article names.
  const asks = (passage: RetrievedPassage) => askedTopicMatch(question, `${passage.chunk.title}\n${passage.chunk.tags.join(' ')}`) > 0;
  const relevant = passages.filter((passage) => passage.coverage >= RETRIEVAL.relevantCoverage || asks(passage));
  const relevance = articleRelevance(relevant, question, groups);
  const articles = new Map<string, RetrievedPassage[]>();
  // An article's passages that contain the question's words themselves come first (not via its tags).
  const own = (passage: RetrievedPassage) => termCoverage(question, passage.chunk.text);
  for (const passage of [...relevant].sort((a, b) => own(b) - own(a))) {
    const list = articles.get(passage.chunk.docKey) ?? [];
    if (list.length < PASSAGES_PER_ARTICLE) articles.set(passage.chunk.docKey, [...list, passage]);
  }
  const partScore = (docKey: string) => {
    const runs = articleUnits(relevant, docKey);
    const title = articles.get(docKey)![0]!.chunk.title;
    return bestBlockScore(
      runs,
      questionFocus(question, {
        title,
        text: runs
          .flat()
          .map((unit) => unit.text)
          .join('\n'),
      }),
    );
  };
  // A question that asks for a kind of answer (how long, the steps, what time) goes to the article whose part gives it.
  // Otherwise a title says what an article is about (its tags also list what it only touches on), and the part score
  // leaves the title's words out (they are true of every part), so it favoured the article that merely mentions what
  // the other is about ("昨天刚收到的平板 不想要了能退不": the cancel article over the returns one).
  const { duration, steps, time } = questionFocus(question);
  const asksKind = duration || steps || time;
  const terms = queryTerms(question);
  const alternatives = groups?.alternatives(question, terms);
  const titleMatch = (docKey: string) => termsCoverage(terms, articles.get(docKey)![0]!.chunk.title, undefined, alternatives);
  // An article that is mostly numbered steps (the return process) tells how to do something, one of rules (the 7-day
  // returns) whether and when: a question that asks no kind of answer ("do i get my money back if i just dont want it
  // anymore", "can i still send it back") asks the rules, and on a tie they lead.
  const procedure = (docKey: string) => {
    const units = articleUnits(relevant, docKey)
      .flat()
      .filter((unit) => unit.kind !== 'heading');
    return units.filter((unit) => unit.number !== undefined).length * 2 >= units.length ? 1 : 0;
  };
  const ranked = [...articles.keys()]
    .map((docKey) => ({ docKey, relevance: relevance.get(docKey)!, title: titleMatch(docKey), part: partScore(docKey) }))
    .sort(
      (a, b) =>
        b.relevance - a.relevance ||
        (asksKind ? b.part - a.part || b.title - a.title : procedure(a.docKey) - procedure(b.docKey) || b.title - a.title || b.part - a.part),
    );
  return { ranked, articles };
}

/**
 * One knowledge-source part per article, in the order the passages rank them. Each excerpt is one
 * short plain line: the article's best match for the question that the answer text does not
 * already show (`shown`), so a card adds to the answer instead of repeating it.
 */
export function sourceParts(passages: RetrievedPassage[], question: string, shown: string, clean: (text: string) => string): KnowledgeSourcePart[] {
  const parts = new Map<string, KnowledgeSourcePart>();
  for (const { chunk } of passages) {
    if (parts.has(chunk.docKey)) continue;
    const units = articleUnits(passages, chunk.docKey).flat();
    // The whole question, not the article's focus: a card is judged against it alone.
    const excerpt = clean(cardExcerpt(units, questionFocus(question), unbold(shown), parts.size === 0 && shown !== '')) || chunk.title;
    parts.set(chunk.docKey, {
      type: 'knowledge_source',
      articleId: chunk.docId,
      title: chunk.title.slice(0, 200),
      excerpt,
      ...(chunk.url ? { url: chunk.url } : {}),
    });
  }
  return [...parts.values()];
}

/**
 * A card's excerpt: for the article the answer quotes, its opening (what the article is about)
 * unless the answer shows it or it only leads in to a list; for the others, their best match.
 */
function cardExcerpt(units: ReadableUnit[], focus: QuestionFocus, shown: string, quoted: boolean): string {
  const readable = units.filter((unit) => unit.kind !== 'heading');
  const fresh = readable.filter((unit) => !shown.includes(unbold(unit.text)));
  if (fresh.length === 0) {
    // All of it is in the answer already: its opening line is enough to recognise it by.
    const opening = readable.find((unit) => !LEAD_IN.test(unit.text));
    return opening ? clipText(unbold(opening.text), CARD_EXCERPT_MAX / 2) : '';
  }
  const opensFresh = quoted && fresh[0] === readable[0] && !LEAD_IN.test(fresh[0]!.text);
  const best = opensFresh ? fresh[0]! : fresh.reduce((top, unit) => (unitScore(focus, unit) > unitScore(focus, top) ? unit : top));
  let text = unbold(best.text);
  // Fill the card with what follows in the same paragraph, list or table.
  for (const unit of fresh.slice(fresh.indexOf(best) + 1)) {
    if (unit.block !== best.block || text.length + unit.text.length + 1 > CARD_EXCERPT_MAX) break;
    text += joinerAfter(text) + unbold(unit.text);
  }
  return clipText(text, CARD_EXCERPT_MAX);
}

/** What goes between two pieces of a one-line excerpt: nothing after Chinese end punctuation, a space after English, else a semicolon. */
function joinerAfter(text: string): string {
  if (/[。；！？]$/.test(text)) return '';
  if (/[;.!?]$/.test(text)) return ' ';
  return /[\u3400-\u9fff]/.test(text) ? '；' : '; ';
}

function unbold(text: string): string {
  return text.replace(/\*\*/g, '');
}
