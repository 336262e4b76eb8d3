import { describe, expect, it } from 'vitest';
import { kefuForFile, type Conversation } from './order-change-harness.js';

// A new e-mail address typed at the invoice confirmation. Before: "邮箱改成lin@example.com吧" kept
// "邮箱改成lin@example.com" as the address; "邮箱改成 a%b@example.com" was kept though the form refuses it; "邮箱改成
// lin@example" and "send it to lin@example" were refused with "请回复「确认」提交…"; "换个邮箱" too; "can you send it
// to lin@example.com?" was a side question ("could not find anything"); and a changed address was said as "已加上邮箱".
// Built: the address is found by its own characters, checked as the form checks it, said as changed (or added), and
// the confirmation asked again; an invalid one is refused naming the address kept; "换个邮箱" opens the form again.
// Demo shop: c_1001's KF10010001 is a delivered Find X9.
const demo = kefuForFile(undefined);
const rows = (chat: Conversation) => Object.fromEntries((chat.prompt().summary ?? []).map((row) => [row.label, row.value]));

async function atConfirmation(locale: 'zh-CN' | 'en'): Promise<Conversation> {
  const chat = await demo.open({ customerId: 'c_1001', locale });
  await chat.say(locale === 'en' ? 'I need an invoice for KF10010001' : '我要开发票 KF10010001');
  await chat.say(locale === 'en' ? 'personal' : '个人');
  await chat.say('a@b.cn');
  expect(chat.prompt()).toMatchObject({ kind: 'confirm', workflow: { name: 'invoice' } });
  return chat;
}

describe('a new e-mail address at the invoice confirmation', () => {
  it('zh-CN "邮箱改成lin@example.com吧": the address alone, said as changed, then confirmed', async () => {
    const chat = await atConfirmation('zh-CN');
    await chat.say('邮箱改成lin@example.com吧');
    expect(chat.prompt()).toMatchObject({ kind: 'confirm', error: '已将邮箱改为 lin@example.com，请确认后提交。' });
    expect(rows(chat)['接收邮箱']).toBe('lin@example.com');
  });

  it.each(['邮箱改成 a%b@example.com', '邮箱改成 lin@example'])('zh-CN "%s": refused as an address, a@b.cn kept', async (said) => {
    const chat = await atConfirmation('zh-CN');
    await chat.say(said);
    expect(chat.prompt()).toMatchObject({ kind: 'confirm' });
    expect(chat.prompt().error).toMatch(/^邮箱格式不正确：.+，请重新输入，或回复「确认」仍发到 a@b\.cn。$/);
    expect(rows(chat)['接收邮箱']).toBe('a@b.cn');
  });

  it('zh-CN "换个邮箱": the form with the address opens again', async () => {
    const chat = await atConfirmation('zh-CN');
    await chat.say('换个邮箱');
    expect(chat.prompt()).toMatchObject({ kind: 'form', workflow: { name: 'invoice', step: 3 } });
    expect(chat.prompt().fields?.find((field) => field.name === 'email')?.defaultValue).toBe('a@b.cn');
  });

  it('en "can you send it to lin@example.com?": changed, not a side question', async () => {
    const chat = await atConfirmation('en');
    await chat.say('can you send it to lin@example.com?');
    expect(chat.prompt()).toMatchObject({ kind: 'confirm', error: 'Changed the e-mail to lin@example.com; please confirm to submit.' });
    expect(rows(chat)['E-mail']).toBe('lin@example.com');
  });

  it('en "send it to lin@example": refused as an address, a@b.cn kept', async () => {
    const chat = await atConfirmation('en');
    await chat.say('send it to lin@example');
    expect(chat.prompt().error).toBe('That e-mail address is not valid: lin@example. Type it again, or reply "confirm" to send it to a@b.cn.');
    expect(rows(chat)['E-mail']).toBe('a@b.cn');
  });
});
