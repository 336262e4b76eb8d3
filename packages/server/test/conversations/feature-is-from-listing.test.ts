import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';
import { partsOf, SHOPS, type Answer } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// A yes/no question whether a product is something named in the shopper's own words, not a built-in quality word
// (rules path). Before: "is it chlorine resistant?" of a swimsuit in focus answered every spec ("Lane One-Piece specs:
// Size: S / M."), "这件抗氯吗" "抱歉，我暂时没有找到相关说明", "are they chlorine resistant?" after a list "Several products
// match: … Which one do you mean?"; on shops/demo "are the phones 5G?" after a list of phones quoted the account
// article ("Forgot your password …"), "is the X9 5G?" and "X9是5G的吗" every spec. Built: "is it / are they / is the
// <name> <words>?", "这件<words>吗", "<name>是<words>的吗" ask the product named, in focus, or each one listed
// (feature-is-question.ts, feature-is-of-one.ts), answered from its own listing — description, tags, options,
// attributes, title — yes with where it says so; a listing that is silent is never a "no": it says so and offers a
// person ("这几款支持5G吗" said the four listings do not say and offered nobody; now a person is offered, as for every
// feature asked: supports, has, can, is). Fixture: three one-pieces, one saying "Chlorine resistant" in its description, one tagged CHLORINE RESISTANT,
// one saying nothing of it. A list answered leads with a summary (answers/feature-of-many.ts): before, one sentence per
// product ("Yes — Lane …. Yes — the Cove …. The listing for the Reef One-Piece does not say …"); now "2 of 3 say they are
// chlorine resistant: Lane One-Piece and Cove One-Piece; the Reef One-Piece's listing does not say." (zh "3 款中有 2 款写明
// 耐氯：…；Reef One-Piece 的商品信息没有写明。") and then what each listing that says says.
const replies = (answer: Answer) => partsOf(answer, 'quick_replies').flatMap((part) => part.replies.map((reply) => reply.text));
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/swim-chlorine-claims.csv', import.meta.url));
const shop = importedShopForFile(EXPORT, { folder: 'tidemark-chlorine', name: 'Tidemark', currency: 'USD' });
const demo = shopForFile(SHOPS.demo);

describe('"is it chlorine resistant?" answered from the listing (imported swimwear export)', () => {
  it('en, one in focus: yes, quoting its description', async () => {
    const [, asked] = await shop.converse('tell me about the lane one-piece', 'is it chlorine resistant?');
    expect(asked!.text).toBe('Yes — Lane One-Piece: Chlorine resistant fabric that keeps its shape lap after lap.');
    expect(asked!.replies).toEqual([]);
  });

  it('en, one whose listing is silent: not a no, a person offered', async () => {
    const [, asked] = await shop.converse('tell me about the reef one-piece', 'is it chlorine resistant?');
    expect(asked!.text).toBe(
      'The listing for the Reef One-Piece does not say whether it is chlorine resistant. Nobody from the shop is online right now to check it: leave them a message and they will get back to you.',
    );
    expect(asked!.replies).toEqual(['human']);
  });

  it('en, named in the question: "is the cove one-piece chlorine resistant?" answered by its tag', async () => {
    const [asked] = await shop.converse('is the cove one-piece chlorine resistant?');
    expect(asked!.text).toBe('Yes — the Cove One-Piece is tagged “CHLORINE RESISTANT”.');
  });

  it('en, after a list: each one answered, the silent one named and a person offered', async () => {
    const [list, asked] = await shop.converse('show me one-piece swimsuits', 'are they chlorine resistant?');
    expect(list!.products).toEqual(['Lane One-Piece', 'Cove One-Piece', 'Reef One-Piece']);
    expect(asked!.text).toBe(
      "2 of 3 say they are chlorine resistant: Lane One-Piece and Cove One-Piece; the Reef One-Piece's listing does not say. Yes — Lane One-Piece: Chlorine resistant fabric that keeps its shape lap after lap. Yes — the Cove One-Piece is tagged “CHLORINE RESISTANT”. Nobody from the shop is online right now to check it: leave them a message and they will get back to you.",
    );
    expect(asked!.replies).toEqual(['human']);
  });

  it('zh-CN "这件抗氯吗" of the one in focus, "这几款耐氯吗" after a list', async () => {
    const [, one] = await shop.converseIn('zh-CN', '介绍一下lane one-piece', '这件抗氯吗');
    expect(one!.text).toBe('是的，Lane One-Piece 的商品说明：“Chlorine resistant fabric that keeps its shape lap after lap.”');
    const [, many] = await shop.converseIn('zh-CN', '有哪些连体泳衣', '这几款耐氯吗');
    expect(many!.text).toBe(
      '3 款中有 2 款写明耐氯：Lane One-Piece、Cove One-Piece；Reef One-Piece 的商品信息没有写明。是的，Lane One-Piece 的商品说明：“Chlorine resistant fabric that keeps its shape lap after lap.”\n是的，Cove One-Piece 带有「CHLORINE RESISTANT」标签。如需确认，现在没有在线的客服，您可以给客服留言，客服上线后会为您核实。',
    );
    expect(many!.replies).toEqual(['转人工']);
  });
});

describe('"are the phones 5G?" on shops/demo, whose listings do not say', () => {
  it('en after a list of phones: none of the four says, a person offered (not the account article)', async () => {
    const c = await demo.talk('en');
    await c.say('show me phones');
    const answer = await c.say('are the phones 5G?');
    expect(answer.text).toBe(
      'None of these listings says whether it is 5G: Find X8, Find X9, Find X9 Pro, Find N5. Nobody from the shop is online right now to check it: leave them a message and they will get back to you.',
    );
    expect((await c.say('is the X9 5G?')).text).toBe(
      'The listing for the Find X9 does not say whether it is 5G. Nobody from the shop is online right now to check it: leave them a message and they will get back to you.',
    );
  });

  it('zh-CN "有哪些手机" → "这几款支持5G吗": none of the four says, and a person is offered to check', async () => {
    const c = await demo.talk('zh-CN');
    await c.say('有哪些手机');
    const answer = await c.say('这几款支持5G吗');
    expect(answer.text).toBe(
      '这几款的商品信息都没有写明是否支持5G：Find X8、Find X9、Find X9 Pro、Find N5。如需确认，现在没有在线的客服，您可以给客服留言，客服上线后会为您核实。',
    );
    expect(replies(answer)).toEqual(['转人工']);
  });

  it('zh-CN "X9是5G的吗": the listing does not say, not every spec', async () => {
    const c = await demo.talk('zh-CN');
    expect((await c.say('X9是5G的吗')).text).toBe('商品信息没有写明 Find X9 是否为5G。如需确认，现在没有在线的客服，您可以给客服留言，客服上线后会为您核实。');
  });
});
