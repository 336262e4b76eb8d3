import { describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import type { ThreadEvent } from '@kefu/protocol';
import { systemClock } from '../../src/ports/clock.js';
import { kefuForFile, type Conversation } from './order-change-harness.js';

// A return's or an exchange's reason said in the shopper's own words was refused: at "Why are you returning it?",
// "充不进电了", "屏幕有划痕", "it stopped charging", "wrong colour was sent" got "请从以下选项中选择：…" / "Please pick one of:
// …", as if nothing was said. Said with the request ("I want to return my X8, it stopped charging"), it was worse: the
// X8's charging spec ("Find X8 — Charging: 80W wired…"), then the reason asked anyway. Built: a description of damage
// or a fault (the language's words and the shop lexicon's fault cues), of the wrong or missing item sent, or of an item
// unlike its listing picks that reason, at the prompt and from the words that start the workflow; the clause is the
// workflow's reason, not a spec question. Demo shop: c_1002 owns KF10020001, a delivered Find X8; c_1001 KF10010001,
// a delivered Find X9.
const { open } = kefuForFile(createShopFolderCommerce({ clock: systemClock }));
const reasonRow = (chat: Conversation) => chat.prompt().summary?.find((row) => /原因|reason/i.test(row.label))?.value;
const answers = (events: ThreadEvent[]) =>
  events.flatMap((event) => (event.event === 'message:done' && event.data.message.role === 'assistant' ? [event.data.message.text] : []));

/** Typed at the reason prompt of a return of the X8, then the photos skipped: the confirmation's reason. */
async function reasonTyped(locale: 'zh-CN' | 'en', typed: string): Promise<string | undefined> {
  const chat = await open({ customerId: 'c_1002', locale });
  await chat.say(locale === 'en' ? 'I want to return my X8' : '我要退X8');
  expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'return', step: 2 } });
  await chat.say(typed);
  expect(chat.prompt().error).toBeUndefined();
  expect(chat.prompt()).toMatchObject({ kind: 'upload', workflow: { name: 'return', step: 3 } });
  await chat.say(locale === 'en' ? 'skip' : '跳过');
  expect(chat.prompt()).toMatchObject({ kind: 'confirm', workflow: { name: 'return', step: 4 } });
  return reasonRow(chat);
}

describe('a return reason typed in the shopper’s own words (rules path, demo, signed in)', () => {
  it.each([
    ['zh-CN', '充不进电了', '质量问题'],
    ['zh-CN', '屏幕有划痕', '质量问题'],
    ['zh-CN', '收到的颜色不对', '发错货 / 漏发'],
    ['zh-CN', '和图片不一样', '与描述不符'],
    ['en', 'it stopped charging', 'Faulty'],
    ['en', 'the screen is cracked', 'Faulty'],
    ['en', 'wrong colour was sent', 'Wrong or missing item'],
    ['en', 'it looks different from the photos', 'Not as described'],
  ] as const)('%s "%s" → %s', async (locale, typed, reason) => {
    expect(await reasonTyped(locale, typed)).toBe(reason);
  });

  it('an exchange: "it keeps crackling" (the shop lexicon’s fault cue) → Faulty', async () => {
    const chat = await open({ customerId: 'c_1002', locale: 'en' });
    await chat.say('I want to exchange my X8');
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'exchange', step: 2 } });
    await chat.say('it keeps crackling');
    expect(chat.prompt()).toMatchObject({ kind: 'upload', workflow: { name: 'exchange', step: 3 } });
  });

  it('"没坏，就是不喜欢" is a change of mind, not a fault', async () => {
    expect(await reasonTyped('zh-CN', '没坏，就是不喜欢')).toBe('不想要了（七天无理由）');
  });
});

describe('a reason said with the request is the workflow’s reason, not a spec question', () => {
  it('"I want to return my X8, it stopped charging": no charging spec, no reason asked; Faulty', async () => {
    const chat = await open({ customerId: 'c_1002', locale: 'en' });
    const said = answers(await chat.say('I want to return my X8, it stopped charging'));
    expect(said.join('\n')).not.toMatch(/80W|Charging:/);
    expect(chat.prompt()).toMatchObject({ kind: 'upload', workflow: { name: 'return', step: 3 } });
    await chat.say('skip');
    expect(reasonRow(chat)).toBe('Faulty');
  });

  it('"X8屏幕有划痕，我要退货": no screen spec, the X8’s order and 质量问题', async () => {
    const chat = await open({ customerId: 'c_1002' });
    const said = answers(await chat.say('X8屏幕有划痕，我要退货'));
    expect(said.join('\n')).not.toContain('英寸');
    expect(chat.prompt()).toMatchObject({ kind: 'upload', workflow: { name: 'return', step: 3 } });
    await chat.say('跳过');
    expect(chat.prompt().summary?.find((row) => row.label === '订单号')?.value).toBe('KF10020001');
    expect(reasonRow(chat)).toBe('质量问题');
  });

  it('"我的X9充不进电了，要退货" (the shop’s fault cue): its order, 质量问题', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('我的X9充不进电了，要退货');
    expect(chat.prompt()).toMatchObject({ kind: 'upload', workflow: { name: 'return', step: 3 } });
    await chat.say('跳过');
    expect(chat.prompt().summary?.find((row) => row.label === '订单号')?.value).toBe('KF10010001');
    expect(reasonRow(chat)).toBe('质量问题');
  });

  it('"我要退货" alone tells no reason: it is asked', async () => {
    const chat = await open({ customerId: 'c_1002' });
    await chat.say('我要退货');
    await chat.reply({ action: 'answer', value: 'KF10020001' });
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'return', step: 2 } });
  });
});
