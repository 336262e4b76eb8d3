// The knowledge evaluation: loads the labelled shopper questions and scores a ranker on them (top-1,
// top-3, MRR, no-answer precision), tuned and held-out parts apart. Shared by `npm run eval:knowledge`
// and the regression test in packages/server/test/knowledge/knowledge-eval.test.ts.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { Locale } from '@kefu/protocol';

/** The locales the evaluation set covers. */
export const EVAL_LOCALES = ['zh-CN', 'en'] as const satisfies readonly Locale[];

/** One labelled question: the articles that answer it (none for a question no article answers). */
export interface EvalQuestion {
  text: string;
  locale: Locale;
  /** Article ids (front matter `id`) any of which answers it; empty when nothing should. */
  articles: string[];
  /** The fact an answer must state. */
  fact?: string;
  /** Kept out of every tuning decision and reported apart. */
  heldOut: boolean;
}

interface QuestionFile {
  locale: Locale;
  topics: Array<{ articles: string[]; fact: string; tuned: string[]; heldOut: string[] }>;
  noAnswer: { tuned: string[]; heldOut: string[] };
}

/** Reads bench/knowledge-eval/questions.<locale>.yaml. */
export async function loadEvalSet(locale: Locale): Promise<EvalQuestion[]> {
  const file = fileURLToPath(new URL(`./questions.${locale}.yaml`, import.meta.url));
  const data = parse(await readFile(file, 'utf8')) as QuestionFile;
  if (data.locale !== locale) throw new Error(`${file}: locale is ${data.locale}, expected ${locale}`);
  const out: EvalQuestion[] = [];
  for (const topic of data.topics) {
    for (const heldOut of [false, true]) {
      for (const text of heldOut ? topic.heldOut : topic.tuned) out.push({ text, locale, articles: topic.articles, fact: topic.fact, heldOut });
    }
  }
  for (const heldOut of [false, true]) {
    for (const text of heldOut ? data.noAnswer.heldOut : data.noAnswer.tuned) out.push({ text, locale, articles: [], heldOut });
  }
  return out;
}

interface ApartFile {
  locale: Locale;
  topics: Array<{ articles: string[]; questions: string[] }>;
  noAnswer: string[];
}

/**
 * Reads bench/knowledge-eval/apart.<locale>.yaml: questions written apart from the labelled set, after it, to see
 * whether a change carries to new phrasings without looking at the held-out part. A second tuning part.
 */
export async function loadApartSet(locale: Locale): Promise<EvalQuestion[]> {
  const file = fileURLToPath(new URL(`./apart.${locale}.yaml`, import.meta.url));
  const data = parse(await readFile(file, 'utf8')) as ApartFile;
  if (data.locale !== locale) throw new Error(`${file}: locale is ${data.locale}, expected ${locale}`);
  return [
    ...data.topics.flatMap((topic) => topic.questions.map((text) => ({ text, locale, articles: topic.articles, heldOut: false }))),
    ...data.noAnswer.map((text) => ({ text, locale, articles: [], heldOut: false })),
  ];
}

/** Ranks article ids for a question, best first; an empty list means "nothing answers this". */
export type Ranker = (question: EvalQuestion) => Promise<string[]>;

/** Scores of one ranker on one part of the set. */
export interface EvalScores {
  answerable: number;
  unanswerable: number;
  /** Share of answerable questions whose first article is a right one. */
  top1: number;
  /** Share of answerable questions with a right article among the first three. */
  top3: number;
  /** Mean reciprocal rank of the first right article within the first three (0 when absent). */
  mrr: number;
  /** Of the questions the ranker declined, the share that no article answers (NaN when it declined none). */
  noAnswerPrecision: number;
  /** Of the questions no article answers, the share the ranker declined. */
  noAnswerRecall: number;
  /** Answerable questions missed at top-1, for reading (never for tuning on the held-out part). */
  misses: Array<{ text: string; expected: string[]; got: string[] }>;
}

/** Runs the ranker over the questions and scores it. */
export async function score(questions: EvalQuestion[], ranker: Ranker): Promise<EvalScores> {
  let top1 = 0;
  let top3 = 0;
  let mrr = 0;
  let declined = 0;
  let declinedRight = 0;
  let answerable = 0;
  const misses: EvalScores['misses'] = [];
  for (const question of questions) {
    const ranked = (await ranker(question)).slice(0, 3);
    if (ranked.length === 0) declined += 1;
    if (question.articles.length === 0) {
      if (ranked.length === 0) declinedRight += 1;
      continue;
    }
    answerable += 1;
    const rank = ranked.findIndex((id) => question.articles.includes(id));
    if (rank === 0) top1 += 1;
    else misses.push({ text: question.text, expected: question.articles, got: ranked });
    if (rank >= 0) {
      top3 += 1;
      mrr += 1 / (rank + 1);
    }
  }
  const unanswerable = questions.length - answerable;
  return {
    answerable,
    unanswerable,
    top1: top1 / answerable,
    top3: top3 / answerable,
    mrr: mrr / answerable,
    noAnswerPrecision: declined === 0 ? Number.NaN : declinedRight / declined,
    noAnswerRecall: unanswerable === 0 ? Number.NaN : declinedRight / unanswerable,
    misses,
  };
}
