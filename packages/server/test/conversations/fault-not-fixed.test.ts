import { describe, expect, it } from 'vitest';
import { kefuForFile } from './order-change-harness.js';

// Troubleshooting that did not help: "我上个月买的耳机左边没声音了" got the one-side-silent steps, then "试过了还是不行"
// got "抱歉，我暂时没有找到相关说明", and "那我要维修" listed every order, the phone first. A service desk goes on to the
// repair (seed 000: 故障排查, then 维修流程). Built: "试过了还是不行" / "I tried that, still not working" right after a
// fault was troubleshot starts the repair of the item the fault was about, its form filled in with the fault as told.
// Demo shop, c_1001: KF10010002 holds the Enco X3 earbuds, KF10010001 the Find X9.
const { open } = kefuForFile(undefined);
const issueOf = (prompt: { fields?: Array<{ name: string; defaultValue?: string }> }) => prompt.fields?.find((field) => field.name === 'issue')?.defaultValue;

describe('troubleshooting that did not help goes on to the repair (rules path, demo, signed in)', () => {
  it('zh-CN "我上个月买的耳机左边没声音了" → "试过了还是不行": the earbuds order’s repair, the fault in its form', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('我上个月买的耳机左边没声音了');
    await chat.say('试过了还是不行');
    expect(chat.prompt()).toMatchObject({ kind: 'form', workflow: { name: 'repair', step: 2 } });
    expect(chat.prompt().prompt).toContain('KF10010002');
    expect(issueOf(chat.prompt())).toBe('我上个月买的耳机左边没声音了');
  });

  it('en "my X9 keeps restarting" → "I tried that, still not working": the X9 order’s repair', async () => {
    const chat = await open({ customerId: 'c_1001', locale: 'en' });
    await chat.say('my X9 keeps restarting');
    await chat.say('I tried that, still not working');
    expect(chat.prompt()).toMatchObject({ kind: 'form', workflow: { name: 'repair', step: 2 } });
    expect(chat.prompt().prompt).toContain('KF10010001');
  });

  it('"还是不行" with nothing troubleshot before starts no repair', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('还是不行');
    expect(chat.lastAnswer().text).toBeTruthy();
    expect(() => chat.prompt()).toThrow();
  });
});
