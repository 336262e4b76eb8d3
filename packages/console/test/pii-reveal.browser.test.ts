import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, serviceAvailable } from '@kefu/testing';
import { createKefuServer, loadConfig, type KefuServer } from '@kefu/server';
import { buildConsoleOnce, scriptedAgent, Shopper, signInAgent } from './support.js';

const AGENTS = [
  { id: 'lin', name: 'Lin', token: 'lin-token-0123456789abcdef' },
  { id: 'wei', name: 'Wei', token: 'wei-token-0123456789abcdef' },
];
const SAID = '我的手机 138-0013-8000，身份证 11010519491231002X，寄到上海市浦东新区张江路88号3栋502室';
const CLEAR = ['138-0013-8000', '13800138000', '11010519491231002X', '张江路88号', '502室'];

/** Every clear value that appears in `text`. */
const leaks = (text: string) => CLEAR.filter((value) => text.includes(value));

describe.runIf(serviceAvailable('chromium'))('personal data on the agent console in Chromium', () => {
  let server: KefuServer;
  let url: string;
  let browser: Browser;
  const shoppers: Shopper[] = [];

  beforeAll(async () => {
    await buildConsoleOnce();
    server = await createKefuServer({
      config: loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', KEFU_AGENTS: JSON.stringify(AGENTS) }),
      agent: scriptedAgent(),
    });
    url = await server.listen();
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const shopper of shoppers) shopper.close();
    await browser?.close();
    await server?.close();
  });

  const signIn = async (token: string): Promise<Page> => {
    const page = await (await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 860 } })).newPage();
    await signInAgent(page, url, token);
    await page.locator('kc-queue').waitFor();
    return page;
  };
  const transcript = (page: Page) => page.locator('kc-conversation .log').evaluate((element) => element.textContent ?? '');
  const cardText = (page: Page) => page.locator('kc-card').evaluate((element) => element.shadowRoot?.textContent ?? '');

  it('shows phone, ID-card number and address masked by default; "show" reveals them to that agent only', async () => {
    const lin = await signIn(AGENTS[0]!.token);
    const wei = await signIn(AGENTS[1]!.token);
    const shopper = await Shopper.connect(url);
    shoppers.push(shopper);
    await shopper.say(SAID);
    await shopper.waitForMessage((message) => message.text.startsWith('AI:'));
    await shopper.say('转人工');
    await shopper.waitForHandoff('queued');
    // The shopper's own tab keeps what they typed.
    expect(shopper.events.some((event) => event.event === 'message:done' && event.data.message.text === SAID)).toBe(true);

    for (const page of [lin, wei]) {
      await page.locator(`kc-queue button[data-thread="${shopper.threadId}"]`).click();
      await page.locator('kc-conversation .log', { hasText: '转人工' }).waitFor();
    }
    // Masked everywhere an agent looks: the queue, the transcript (the assistant's echo too) and the card.
    for (const page of [lin, wei]) {
      expect(leaks(await transcript(page))).toEqual([]);
      expect(leaks(await cardText(page))).toEqual([]);
      expect(leaks(await page.locator('kc-queue').evaluate((element) => element.shadowRoot?.textContent ?? ''))).toEqual([]);
    }
    expect(await transcript(lin)).toContain('我的手机 138********，身份证 110***************，寄到上海市浦东新区***');

    const show = lin.locator('kc-conversation button[data-action=reveal]').first();
    await show.click();
    await lin.locator('kc-conversation .log', { hasText: SAID }).waitFor();
    expect(await lin.locator('kc-conversation [data-revealed]').first().textContent()).toContain('原文仅您可见');
    // Wei asked for nothing and sees nothing more.
    expect(leaks(await transcript(wei))).toEqual([]);
    // A reload masks again: a reveal lasts for the moment it was asked for.
    await lin.reload();
    await lin.locator(`kc-queue button[data-thread="${shopper.threadId}"]`).click();
    await lin.locator('kc-conversation .log', { hasText: '转人工' }).waitFor();
    expect(leaks(await transcript(lin))).toEqual([]);
  });

  it('masks a message that arrives live, with its own "show" button', async () => {
    const lin = await signIn(AGENTS[0]!.token);
    const shopper = await Shopper.connect(url);
    shoppers.push(shopper);
    await shopper.say('转人工');
    await shopper.waitForHandoff('queued');
    await lin.locator(`kc-queue button[data-thread="${shopper.threadId}"]`).click();
    await lin.locator('kc-conversation .log', { hasText: '转人工' }).waitFor();
    const before = await lin.locator('kc-conversation button[data-action=reveal]').count();

    await shopper.say('退款打到卡号 6222 0212 3456 7890 128');
    await lin.locator('kc-conversation .log', { hasText: '***************0128' }).waitFor();
    expect(await transcript(lin)).not.toContain('6222 0212 3456 7890 128');
    expect(await lin.locator('kc-conversation button[data-action=reveal]').count()).toBe(before + 1);
    await lin.locator('kc-conversation button[data-action=reveal]').last().click();
    await lin.locator('kc-conversation .log', { hasText: '6222 0212 3456 7890 128' }).waitFor();
  });
});
