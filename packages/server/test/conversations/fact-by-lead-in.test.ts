import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Found asking shops/threadline as a shopper, rules path: "how long do refunds take?" opened with "30 days, no reason
// needed… for a full refund" — the returns article's first bullet, which only mentions a refund — not its "**Refund
// timing:** we inspect returns within 2 business days…" bullet. Both hold the question's one topic word ("refund");
// the line whose bold lead-in names it is the one about it. The expected line is read from the article itself.
const ARTICLE = readFileSync(`${SHOPS.threadline}knowledge/en/returns.md`, 'utf8');
const TIMING = /^- \*\*Refund timing:\*\* (.+)$/m.exec(ARTICLE)![1]!;
const { talk } = shopForFile(SHOPS.threadline);

describe('the fact line is the one whose lead-in names what was asked (threadline, rules path)', () => {
  it.each(['how long do refunds take?', 'how long does a refund take?'])('"%s" opens with the refund timing', async (question) => {
    const c = await talk('en');
    const answer = await c.say(question);
    expect(answer.text.split('\n')[0]).toBe(`Refund timing: ${TIMING}`);
  });
});
