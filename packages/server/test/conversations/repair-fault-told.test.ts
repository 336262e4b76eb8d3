import { describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { systemClock } from '../../src/ports/clock.js';
import { kefuForFile, type Conversation } from './order-change-harness.js';
import { onToConfirmation } from './support/on-to-confirmation.js';

// "X9屏幕碎了，能修吗" opened the repair at an empty form, "请描述故障情况", though the shopper had just described it;
// typing "对" then was refused ("请用至少 4 个字描述遇到的问题"). Built: the fault told with the request (the language's
// damage words and the shop lexicon's fault cues) fills in the form's description, and the damage it names, for the
// shopper to check or change; a request that tells no fault leaves them empty. Demo shop: c_1001's KF10010001, a
// delivered Find X9 within its warranty.
const { open } = kefuForFile(createShopFolderCommerce({ clock: systemClock }));
const field = (chat: Conversation, name: string) => chat.prompt().fields?.find((one) => one.name === name);

describe('the fault told with a repair request fills in its form (rules path, demo, signed in)', () => {
  it('"X9屏幕碎了，能修吗": the description "X9屏幕碎了", accidental damage; "对" goes on, and the request carries it', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('X9屏幕碎了，能修吗');
    expect(chat.prompt()).toMatchObject({ kind: 'form', workflow: { name: 'repair', step: 2 } });
    expect(field(chat, 'issue')?.defaultValue).toBe('X9屏幕碎了');
    expect(field(chat, 'damage')?.defaultValue).toBe('accidental');
    await chat.say('对');
    expect(chat.prompt()).toMatchObject({ kind: 'upload', workflow: { name: 'repair', step: 3 } });
    expect(Object.values(await onToConfirmation(chat))).toContain('X9屏幕碎了');
  });

  it('"my X9 keeps crackling, can you repair it?" (the shop’s fault cue): the description, no damage named', async () => {
    const chat = await open({ customerId: 'c_1001', locale: 'en' });
    await chat.say('my X9 keeps crackling, can you repair it?');
    expect(field(chat, 'issue')?.defaultValue).toBe('my X9 keeps crackling');
    expect(field(chat, 'damage')?.defaultValue).toBeUndefined();
  });

  it('"X9要维修" tells no fault: the description is asked', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('X9要维修');
    expect(chat.prompt()).toMatchObject({ kind: 'form', workflow: { name: 'repair', step: 2 } });
    expect(field(chat, 'issue')?.defaultValue).toBeUndefined();
  });
});
