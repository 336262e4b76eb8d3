import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile } from './order-change-harness.js';

// shops/threadline issues personal and company invoices (workflows.yaml `invoice.types`), no special VAT invoice.
// "I need a special VAT invoice for TL-10231" / "TL-10231 开专票" asked "Order TL-10231 can be invoiced. Which type of
// invoice?" with the two it issues, never saying why the one asked was not among them; "special vat invoice" typed at
// that prompt got "Please pick one of: Personal invoice / Company invoice". Built: an option the shop does not offer,
// named in the words that started the workflow or typed at the prompt, is said not issued before the options it does
// ("The shop does not issue the Special VAT invoice.", "本店不开具企业专票。"); the demo shop, which issues all three,
// takes 专票 as before.
const threadline = kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });
const demo = kefuForFile(undefined);
const values = (prompt: { options?: ReadonlyArray<{ value: string }> }) => (prompt.options ?? []).map((option) => option.value);

describe('an invoice type the shop does not issue is said so, and the ones it does offered', () => {
  it.each([
    [
      'en',
      'I need a special VAT invoice for TL-10231',
      'The shop does not issue the Special VAT invoice. Order TL-10231 can be invoiced. Which type of invoice?',
    ],
    ['zh-CN', 'TL-10231 开专票', '本店不开具企业专票。订单 TL-10231 可以开具发票。请选择发票类型：'],
  ] as const)('threadline %s "%s": why, then personal or company', async (locale, said, prompt) => {
    const chat = await threadline.open({ customerId: 'cus-emma', locale });
    await chat.say(said);
    expect(chat.prompt().prompt).toBe(prompt);
    expect(values(chat.prompt() as never)).toEqual(['personal', 'company']);
  });

  it.each([
    ['en', 'I need a special VAT invoice', 'The shop does not issue the Special VAT invoice. Order TL-10231 can be invoiced. Which type of invoice?'],
    ['zh-CN', '我要开增值税专用发票', '本店不开具企业专票。订单 TL-10231 可以开具发票。请选择发票类型：'],
  ] as const)('threadline %s "%s", its order picked after: why, at the type', async (locale, said, prompt) => {
    const chat = await threadline.open({ customerId: 'cus-emma', locale });
    await chat.say(said);
    await chat.say('TL-10231');
    expect(chat.prompt().prompt).toBe(prompt);
  });

  it.each([
    [
      'en',
      'can I get an invoice for TL-10231?',
      'special vat invoice',
      'The shop does not issue the Special VAT invoice. Please pick one of: Personal invoice / Company invoice',
    ],
    ['zh-CN', 'TL-10231开发票', '增值税专用发票', '本店不开具企业专票。请从以下选项中选择：个人普票 / 企业普票'],
  ] as const)('threadline %s: "%s" typed at the type prompt says it is not issued', async (locale, opening, typed, error) => {
    const chat = await threadline.open({ customerId: 'cus-emma', locale });
    await chat.say(opening);
    await chat.say(typed);
    expect(chat.prompt()).toMatchObject({ error, workflow: { name: 'invoice', step: 2 } });
  });

  it('demo (issues all three): "KF10010001开专票" says nothing of a type not issued, and 专票 is an option', async () => {
    const chat = await demo.open({ customerId: 'c_1001', locale: 'zh-CN' });
    await chat.say('KF10010001开专票');
    expect(chat.prompt().prompt).not.toContain('不开具');
    expect(values(chat.prompt() as never)).toContain('special');
  });
});
