import { describe, expect, it } from 'vitest';
import type { ThreadEvent } from '@kefu/protocol';
import { kefuForFile } from './order-change-harness.js';

// "X9屏幕有亮点，想换货" answered the X9's screen spec ("Find X9 的屏幕：6.59英寸…") and then asked which order, as if
// no reason had been said: a bright or dead spot on a screen was no fault the demo shop's lexicon knew (its cues had
// 黑屏, 白屏, not 亮点 / 坏点 / 漏光). Built: the demo lexicon's fault cues hold spots and light bleed on a screen (a
// screen's, not a highlight: "X9有什么亮点" still asks what stands out). Demo shop: c_1001's KF10010001 is a delivered
// Find X9.
const demo = kefuForFile(undefined);
const answers = (events: ThreadEvent[]) =>
  events.flatMap((event) => (event.event === 'message:done' && event.data.message.role === 'assistant' ? [event.data.message.text] : []));

describe('spots on a screen are a fault (demo lexicon)', () => {
  it.each([
    ['zh-CN', 'X9屏幕有亮点，想换货'],
    ['en', 'my X9 screen has dead pixels, I want to exchange it'],
  ] as const)('%s "%s": no screen spec; the exchange of KF10010001 for a fault, its photos asked', async (locale, said) => {
    const chat = await demo.open({ customerId: 'c_1001', locale });
    const told = answers(await chat.say(said)).join('\n');
    expect(told).not.toMatch(/英寸|inch/);
    expect(chat.prompt()).toMatchObject({ kind: 'upload', workflow: { name: 'exchange', step: 3 } });
    expect(chat.prompt().prompt).not.toContain('KF10010002');
  });

  it('"X9有什么亮点" still asks what stands out: no workflow', async () => {
    const chat = await demo.open({ customerId: 'c_1001' });
    await chat.say('X9有什么亮点');
    expect(chat.lastAnswer().text).toContain('Find X9');
    expect(chat.client.rendered.some((event) => event.event === 'interrupt:open')).toBe(false);
  });
});
