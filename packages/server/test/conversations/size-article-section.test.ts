import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// On threadline, "is it true to size?" and "what size should I get?" of the Slim Fit Jeans showed the size article's
// tops table ("Size guide (tops, dresses, outerwear)", chest and waist by letter size), which says nothing of jeans;
// the Trail Hiker's showed the jeans and shoes lines together. Built (kind-section.ts, kind-words.ts): the size article's
// section for the product's kind — a heading or bold lead-in naming its type or the type's words in either language
// ("**Jeans and chinos**", "**牛仔裤和卡其裤**", "**Shoes**") — is the excerpt; a kind no section names (shirts) keeps
// the excerpt the question finds.
const threadline = shopForFile(SHOPS.threadline);
const JEANS_LINE = '**Jeans and chinos** use your waist size in inches (28–36).';

describe("the size article's section for the product's kind (rules path)", () => {
  it('"is it true to size?" of the slim fit jeans: the jeans line, not the tops table', async () => {
    const c = await threadline.talk('en');
    await c.say('tell me about the slim fit jeans');
    const answer = await c.say('is it true to size?');
    expect(answer.text).toContain(JEANS_LINE);
    expect(answer.text).not.toMatch(/Chest \(in\)|\*\*Shoes\*\*/);
  });

  it('"what size should I get?" of the slim fit jeans in focus: the jeans line', async () => {
    const c = await threadline.talk('en');
    await c.say('tell me about the slim fit jeans');
    const answer = await c.say('what size should I get?');
    expect(answer.text).toContain(JEANS_LINE);
    expect(answer.text).not.toContain('Chest (in)');
  });

  it('zh-CN "尺码偏大还是偏小" of the jeans: the 牛仔裤 line alone', async () => {
    const c = await threadline.talk('zh-CN');
    await c.say('Slim Fit Jeans');
    const answer = await c.say('尺码偏大还是偏小');
    expect(answer.text).toContain('**牛仔裤和卡其裤**按腰围英寸选码（28–36）');
    expect(answer.text).not.toMatch(/上装|鞋码/);
  });

  it('"is it true to size?" of the trail hiker: the shoes line alone', async () => {
    const c = await threadline.talk('en');
    await c.say('tell me about the trail hiker');
    const answer = await c.say('is it true to size?');
    expect(answer.text).toContain("**Shoes** use US men's sizes 7–12 and run true to size.");
    expect(answer.text).not.toContain('Jeans and chinos');
  });

  it('"is it true to size?" of the wrap dress: the table its heading names dresses in', async () => {
    const c = await threadline.talk('en');
    await c.say('tell me about the wrap dress');
    const answer = await c.say('is it true to size?');
    expect(answer.text).toContain('**Size guide (tops, dresses, outerwear)**');
    expect(answer.text).toContain('XS — Chest (in): 32–34');
    expect(answer.text).not.toContain('Jeans and chinos');
  });

  it('"what size linen shirt should I get?": no section names shirts, the excerpt the question finds (the table)', async () => {
    const answer = await (await threadline.talk('en')).say('what size linen shirt should I get?');
    expect(answer.text).toContain('Chest (in)');
  });
});
