import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// "is it sterling silver?" / "是纯银的吗" of earrings whose listing says "14k gold-filled hooks, 925 silver pendant"
// answered "Yes — …", though the hooks are gold-filled; of a choker "with a silver triangle pendant" it answered
// "是的" to 纯银, though the listing never says sterling or 925. Built (quality-answer.ts, metal-parts.ts): a listing
// that names the metal asked for one part and another metal for another answers "Partly", quoting both parts; asked
// sterling silver (925, 纯银) of a listing that only says silver, the answer says so rather than yes.
// Only a small part of the metal asked ("One set of star earrings, with sterling silver clasps") answered "是的": now
// what the listing says of that part, and that it does not say what the rest is made of.
// Fixture jewellery-parts-metals.csv: Lune Drop Earrings (the parts), Tern Triangle Choker ("silver triangle
// pendant"), Quill Chain Necklace ("Sterling silver chain"), Vega Star Earrings ("with sterling silver clasps"), Wren
// Hoop Earrings (tagged Silver, "on 14k gold hooks": the tag was a "Yes" to sterling).
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/jewellery-parts-metals.csv', import.meta.url));
const marram = importedShopForFile(EXPORT, { folder: 'marram-metals', name: 'Marram', currency: 'USD' });

describe('which parts are of the metal asked (rules path)', () => {
  it('"is it sterling silver?" of the earrings: partly, the pendant is 925 silver, the hooks 14k gold-filled', async () => {
    const [, answer] = await marram.converse('tell me about the lune drop earrings', 'is it sterling silver?');
    expect(answer!.text).toBe("Partly — the Lune Drop Earrings' listing says “925 silver pendant”, but “14k gold-filled hooks”.");
  });

  it('"是纯银的吗" of the earrings: 部分是', async () => {
    const [, answer] = await marram.converseIn('zh-CN', 'Lune Drop Earrings', '是纯银的吗');
    expect(answer!.text).toBe('部分是：Lune Drop Earrings 的商品信息写明「925 silver pendant」，但「14k gold-filled hooks」。');
  });

  it('"is it sterling silver?" of the choker: the listing says silver, not sterling', async () => {
    const [, answer] = await marram.converse('tell me about the tern triangle choker', 'is it sterling silver?');
    expect(answer!.text).toBe(
      'The listing for the Tern Triangle Choker says silver, not whether it is sterling silver: Black cord choker with a silver triangle pendant.',
    );
  });

  it('"是纯银的吗" of the choker: no 是的', async () => {
    const [, answer] = await marram.converseIn('zh-CN', 'Tern Triangle Choker', '是纯银的吗');
    expect(answer!.text).toBe('商品信息只写了 silver，没有写明 Tern Triangle Choker 是否为纯银：Black cord choker with a silver triangle pendant.');
  });

  it('"is it sterling silver?" of the chain: yes, in its words', async () => {
    const [, answer] = await marram.converse('tell me about the quill chain necklace', 'is it sterling silver?');
    expect(answer!.text).toBe('Yes — Quill Chain Necklace: Sterling silver chain, 18 inches.');
  });

  it.each([
    ['en', 'is it sterling silver?', "The Vega Star Earrings' listing says “with sterling silver clasps”; it does not say what the rest is made of."],
    ['zh-CN', '是纯银的吗', 'Vega Star Earrings 的商品信息写明「with sterling silver clasps」，没有写明其余部分的材质。'],
  ] as const)('%s "%s" of the star earrings: the clasps are, the rest is not said', async (locale, question, answered) => {
    const [, answer] = await marram.converseIn(locale, 'Vega Star Earrings', question);
    expect(answer!.text).toBe(answered);
  });

  it('"is it sterling silver?" of hoops only tagged Silver: the tag, not a yes', async () => {
    const [, answer] = await marram.converse('tell me about the wren hoop earrings', 'is it sterling silver?');
    expect(answer!.text).toBe(
      'The listing for the Wren Hoop Earrings says silver, not whether they are sterling silver: the Wren Hoop Earrings are tagged “Silver”.',
    );
  });
});
