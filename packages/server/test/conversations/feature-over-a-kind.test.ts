import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';
import { partsOf, SHOPS, type Answer } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// A yes/no feature asked of a whole kind with no list on screen (rules path). Before: on shops/demo "are the phones
// 5G?" quoted the account article ("Forgot your password …"), "这些手机支持5G吗" / "do the phones support 5G?" listed
// four phones and asked for a budget; on an imported swimwear export "are the one-pieces chlorine resistant?" answered
// "1 match: Cove One-Piece" (the one tagged so, as a search) and "do your one-pieces resist chlorine?" could not be read.
// Built: a feature asked (is, supports, has, can; "resist X" is "X resistant") of a kind named, with nothing listed or in
// focus, is asked of every product of the kind (dialogue/feature-of-kind.ts), a tag the feature names not narrowing it,
// and answered with a summary (answers/feature-of-many.ts) — how many listings say so, which, and whose do not.
const replies = (answer: Answer) => partsOf(answer, 'quick_replies').flatMap((part) => part.replies.map((reply) => reply.text));
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/swim-chlorine-claims.csv', import.meta.url));
const shop = importedShopForFile(EXPORT, { folder: 'tidemark-chlorine-kind', name: 'Tidemark', currency: 'USD' });
const demo = shopForFile(SHOPS.demo);
const PHONES = 'Find X8, Find X9, Find X9 Pro, Find N5, Reno 13, Reno 13 Pro';

describe('a feature asked of a kind with no list shown', () => {
  it.each(['are the one-pieces chlorine resistant?', 'do your one-pieces resist chlorine?'])('en "%s": every one-piece, summed up', async (question) => {
    const [answer] = await shop.converse(question);
    expect(answer!.text).toBe(
      "2 of 3 say they are chlorine resistant: Lane One-Piece and Cove One-Piece; the Reef One-Piece's listing does not say. Yes — Lane One-Piece: Chlorine resistant fabric that keeps its shape lap after lap. Yes — the Cove One-Piece is tagged “CHLORINE RESISTANT”. Nobody from the shop is online right now to check it: leave them a message and they will get back to you.",
    );
    expect(answer!.products).toEqual(['Lane One-Piece', 'Cove One-Piece', 'Reef One-Piece']);
  });

  it.each(['are the phones 5G?', 'do the phones support 5G?'])('en "%s" on shops/demo: every phone, not the account article', async (question) => {
    const c = await demo.talk('en');
    const answer = await c.say(question);
    expect(answer.text).toMatch(
      new RegExp(
        `^None of these listings says whether it (?:is|supports) 5G: ${PHONES}\\. Nobody from the shop is online right now to check it: leave them a message and they will get back to you\\.$`,
      ),
    );
    expect(replies(answer)).toEqual(['human']);
  });

  it.each(['这些手机支持5G吗', '手机支持5G吗'])('zh-CN "%s" on shops/demo: every phone, not a list asking for a budget', async (question) => {
    const c = await demo.talk('zh-CN');
    const answer = await c.say(question);
    expect(answer.text).toBe(
      `这几款的商品信息都没有写明是否支持5G：${PHONES.replace(/, /g, '、')}。如需确认，现在没有在线的客服，您可以给客服留言，客服上线后会为您核实。`,
    );
    expect(replies(answer)).toEqual(['转人工']);
  });
});
