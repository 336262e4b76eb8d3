import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, serviceAvailable } from '@kefu/testing';
import { startKefuTestServer, type KefuTestServer } from './test-support/kefu-test-server.js';
import { LOCALES, WIDTHS, openChat, openPanelPage, say, signIn } from './test-support/panel-page.js';

const ASK = {
  'zh-CN': { human: '转人工', ret: '我要退货', noOne: /不在线|没有在线/g, first: /第 1 位/, zero: /还有 0 位/ },
  en: {
    human: 'I want to talk to a person',
    ret: 'I want to return an item',
    noOne: /no one is online|no (?:support )?agents? (?:is )?online/gi,
    first: /#1\b/,
    zero: /0 ahead/,
  },
} as const;

/** All the text the panel shows: header, banners, strip, notices and bubbles (each shadow root's text nodes). */
const panelText = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [];
    const walk = (root: Element | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) walk(element.shadowRoot);
        for (const node of element.childNodes)
          if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim() && element.getClientRects().length) texts.push(node.textContent.trim());
      }
    };
    walk(document.querySelector('kefu-chat')!.shadowRoot!.querySelector('.panel')!);
    return texts.join('\n');
  });

const dotColour = (page: Page) => page.locator('kefu-header .dot').evaluate((dot) => getComputedStyle(dot).backgroundColor);
const GREEN = 'rgb(34, 197, 94)';

// What the panel says must be what is true, said once.
describe.runIf(serviceAvailable('chromium'))('the panel tells the truth', () => {
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
      it(`says nobody is online once, with no green dot, and the queue place as the desk counts it (${locale}, ${width} px)`, async () => {
        const { page, context, errors } = await openPanelPage(browser, kefu.url, { width, locale });
        await openChat(page);
        await say(page, ASK[locale].human);
        await page.locator('kefu-handoff-banner .banner').waitFor();
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
        const said = (await panelText(page)).match(ASK[locale].noOne) ?? [];
        expect(said, await panelText(page)).toHaveLength(1);
        expect(await dotColour(page)).not.toBe(GREEN);

        // The desk puts the shopper first in line: "#1", as the console shows it, not "0 ahead".
        const threadId = await page.evaluate(() => (JSON.parse(localStorage.getItem('kefu:v1:demo') ?? '{}') as { threadId: string }).threadId);
        await kefu.server.gateway.emitToThread(threadId, { event: 'handoff', reason: 'requested', state: 'queued', queuePosition: 1 });
        await page.locator('kefu-handoff-banner .banner', { hasText: ASK[locale].first }).waitFor();
        expect(await panelText(page)).not.toMatch(ASK[locale].zero);
        expect(await dotColour(page)).not.toBe(GREEN);

        await kefu.server.gateway.emitToThread(threadId, { event: 'handoff', reason: 'requested', state: 'joined', agentName: 'Wang' });
        await page.locator('kefu-handoff-banner .banner', { hasText: 'Wang' }).waitFor();
        await expect.poll(() => dotColour(page)).toBe(GREEN);
        expect(errors).toEqual([]);
        await context.close();
      });

      it(`states a prompt's deadline one way, as a countdown, not also as a clock time (${locale}, ${width} px)`, async () => {
        const { page, context, errors } = await openPanelPage(browser, kefu.url, { width, locale });
        await signIn(page);
        await openChat(page);
        await say(page, ASK[locale].ret);
        await page.locator('kefu-interrupt .countdown').waitFor();
        const text = await panelText(page);
        expect(text).toMatch(/\d+:\d\d/);
        expect(text.match(/\d+:\d\d/g), text).toHaveLength(1);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});
