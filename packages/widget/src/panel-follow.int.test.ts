import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, serviceAvailable } from '@kefu/testing';
import { startKefuTestServer, type KefuTestServer } from './test-support/kefu-test-server.js';
import { LOCALES, WIDTHS, openChat, openPanelPage, say } from './test-support/panel-page.js';

const HUMAN = { 'zh-CN': '转人工', en: 'I want to talk to a person' } as const;

/** How far the newest message's bottom is below the list's visible bottom (≤ 0: visible), and whether the "new messages" pill shows. */
const lastMessage = (page: Page) =>
  page.evaluate(() => {
    const list = document.querySelector('kefu-chat')!.shadowRoot!.querySelector('kefu-message-list')!.shadowRoot!;
    const scroller = list.querySelector('.scroll')!.getBoundingClientRect();
    const messages = list.querySelectorAll('kefu-message');
    const last = messages[messages.length - 1]!.getBoundingClientRect();
    const pill = list.querySelector<HTMLElement>('.pill');
    return { below: Math.round(last.bottom - scroller.bottom), pill: !!pill && pill.getClientRects().length > 0 };
  });

// A person joins and answers in the same moment the handoff banner appears: the list must still end on that answer.
describe.runIf(serviceAvailable('chromium'))('the message list follows the conversation', () => {
  let browser: Browser;
  let kefu: KefuTestServer;

  beforeAll(async () => {
    browser = await launchChromium();
    kefu = await startKefuTestServer();
  });
  afterAll(async () => {
    await browser?.close();
    await kefu?.close();
  });

  for (const locale of LOCALES) {
    for (const width of WIDTHS) {
      it(`keeps a human agent's reply in view after the handoff notes, and shows a new-messages pill to a shopper reading back (${locale}, ${width} px)`, async () => {
        const { page, context, errors } = await openPanelPage(browser, kefu.url, { width, locale, height: width < 520 ? 812 : 700 });
        await openChat(page);
        for (const text of ['Find X9 多少钱', 'Find X8 多少钱']) {
          await say(page, text);
          await page
            .locator('kefu-message .card.price')
            .nth(text.includes('X8') ? 1 : 0)
            .waitFor();
        }
        await say(page, HUMAN[locale]);
        await page.locator('kefu-handoff-banner .banner').waitFor();
        const threadId = await page.evaluate(() => (JSON.parse(localStorage.getItem('kefu:v1:demo') ?? '{}') as { threadId: string }).threadId);
        await kefu.server.gateway.emitToThread(threadId, { event: 'handoff', reason: 'requested', state: 'joined', agentName: 'Wang' });
        await kefu.server.gateway.emitToThread(threadId, {
          event: 'message:done',
          message: {
            role: 'agent',
            author: 'Wang',
            text: 'Hi, this is Wang from the shop.\nI can see your two questions about the Find X9 and X8.\nWhich one would you like to order?',
          },
        });
        await page.locator('kefu-message .bubble', { hasText: 'this is Wang' }).waitFor();
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
        const seen = await lastMessage(page);
        expect(seen.below <= 1 || seen.pill, `the reply ends ${seen.below} px below the visible list, no pill`).toBe(true);

        // The shopper scrolls back to read: a new reply must not yank the list, but a pill says it came.
        await page.locator('kefu-message-list .scroll').evaluate((scroller) => (scroller.scrollTop = 0));
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
        await kefu.server.gateway.emitToThread(threadId, { event: 'message:done', message: { role: 'agent', author: 'Wang', text: 'Are you still there?' } });
        await page.locator('kefu-message .bubble', { hasText: 'still there' }).waitFor();
        const pill = page.locator('kefu-message-list .pill');
        await pill.waitFor();
        expect((await lastMessage(page)).below).toBeGreaterThan(0);
        await pill.click();
        await pill.waitFor({ state: 'detached' });
        expect((await lastMessage(page)).below).toBeLessThanOrEqual(1);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});
