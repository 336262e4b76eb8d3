// Knowledge evaluation: top-1 / top-3 / MRR / no-answer precision on labelled shopper questions
// (bench/knowledge-eval/questions.<locale>.yaml), per locale, tuned and held-out parts apart, for Kefu's
// retrieval (embedded index and Meilisearch) beside plain Meilisearch and MiniSearch. Prints a
// Markdown table; asserts nothing (the regression guard is packages/server/test/knowledge/knowledge-eval.test.ts).
//
//   npm run eval:knowledge        (BENCH_SKIP_MEILI=1 leaves out both Meilisearch rows; --misses lists top-1 misses of the
//                                  tuned and written-apart parts; --no-held-out leaves the held-out part unscored;
//                                  --disagree lists the tuned and written-apart questions where the embedded index and
//                                  Meilisearch give Kefu's answer different first articles)
import { serviceAvailable, startMeilisearch, type MeilisearchService } from '@kefu/testing';
import { EVAL_LOCALES, loadApartSet, loadEvalSet, score, type EvalQuestion, type EvalScores, type Ranker } from './knowledge-eval/evaluate.js';
import { kefuRanker, kefuService, meiliBaseline, miniSearchBaseline, parentArticles } from './knowledge-eval/rankers.js';

const showMisses = process.argv.includes('--misses');
const showDisagreements = process.argv.includes('--disagree');
// While tuning, the held-out part stays unseen: --no-held-out scores only the tuned and written-apart parts.
const withHeldOut = !process.argv.includes('--no-held-out');
const meili: MeilisearchService | undefined = !process.env.BENCH_SKIP_MEILI && serviceAvailable('meilisearch') ? await startMeilisearch() : undefined;
const pct = (value: number) => (Number.isNaN(value) ? '—' : `${(value * 100).toFixed(1)} %`);
const rows: string[] = [];

try {
  const embedded = await kefuService();
  const withMeili = meili ? await kefuService(meili) : undefined;
  for (const locale of EVAL_LOCALES) {
    const questions = await loadEvalSet(locale);
    const apart = await loadApartSet(locale);
    const documents = await parentArticles(locale);
    const rankers: Array<[string, Ranker]> = [
      ['Kefu, embedded index', kefuRanker(embedded)],
      ...(withMeili ? [['Kefu, Meilisearch', kefuRanker(withMeili)] as [string, Ranker]] : []),
      ...(meili ? [['baseline: Meilisearch defaults', await meiliBaseline(meili, locale, documents)] as [string, Ranker]] : []),
      ['baseline: MiniSearch defaults', miniSearchBaseline(documents)],
    ];
    const parts: Array<[string, EvalQuestion[]]> = [
      ['tuned', questions.filter((question) => !question.heldOut)],
      ['written apart', apart],
      ...(withHeldOut ? [['held-out', questions.filter((question) => question.heldOut)] as [string, EvalQuestion[]]] : []),
    ];
    for (const [part, subset] of parts) {
      if (showDisagreements && withMeili && part !== 'held-out') await listDisagreements(locale, part, subset, kefuRanker(embedded), kefuRanker(withMeili));
      for (const [name, ranker] of rankers) {
        const scores: EvalScores = await score(subset, ranker);
        rows.push(
          `| ${locale} | ${part} (${scores.answerable} + ${scores.unanswerable} no-answer) | ${name} | ${pct(scores.top1)} | ${pct(scores.top3)} | ${scores.mrr.toFixed(3)} | ${pct(scores.noAnswerPrecision)} | ${pct(scores.noAnswerRecall)} |`,
        );
        if (showMisses && part !== 'held-out' && name.startsWith('Kefu')) {
          for (const miss of scores.misses)
            console.error(`${locale} ${part} ${name}: ${miss.text} → expected ${miss.expected.join('/')}, got ${miss.got.join(', ') || '(no answer)'}`);
        }
      }
    }
  }
  await embedded.close();
  await withMeili?.close();
} finally {
  await meili?.stop();
}

/** Prints each question whose first article differs between the two indexes, with both rankings. */
async function listDisagreements(locale: string, part: string, subset: EvalQuestion[], embedded: Ranker, meilisearch: Ranker): Promise<void> {
  for (const question of subset) {
    const [a, b] = [await embedded(question), await meilisearch(question)];
    if (a[0] === b[0]) continue;
    const mark = (ranked: string[]) => `${ranked.slice(0, 3).join(', ') || '(no answer)'}${question.articles.includes(ranked[0] ?? '') ? ' ✓' : ''}`;
    console.error(
      `${locale} ${part} disagree: ${question.text} → embedded ${mark(a)} | Meilisearch ${mark(b)} (expected ${question.articles.join('/') || 'no answer'})`,
    );
  }
}

console.log('\n| locale | part (answerable + no-answer) | retrieval | top-1 | top-3 | MRR | no-answer precision | no-answer recall |');
console.log('| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) console.log(row);
