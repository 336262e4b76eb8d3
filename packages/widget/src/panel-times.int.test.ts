import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, serviceAvailable } from '@kefu/testing';
import { startKefuTestServer, type KefuTestServer } from './test-support/kefu-test-server.js';
import { LOCALES, openChat, openPanelPage, say } from './test-support/panel-page.js';

// "11月25日 21:40" / "Nov 25, 21:40": the month, day and 24-hour time in the shopper's time zone.
const TIME = { 'zh-CN': /^\d{1,2}月\d{1,2}日 (?:[01]\d|2[0-3]):\d\d$/, en: /^[A-Z][a-z]{2} \d{1,2}, (?:[01]\d|2[0-3]):\d\d$/ } as const;

describe.runIf(serviceAvailable('chromium'))('message times', () => {
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
    it(`gives every stored message its time, in the locale's format, on hover (${locale})`, async () => {
      const { page, context, errors } = await openPanelPage(browser, kefu.url, { width: 1366, locale });
      await openChat(page);
      await say(page, 'Find X9 多少钱');
      await page.locator('kefu-message .card.price').waitFor();
      const titles = await page.locator('kefu-message .bubble[title]').evaluateAll((bubbles) => bubbles.map((bubble) => bubble.getAttribute('title')));
      // The shopper's question and the assistant's answer (the welcome line is not a stored message).
      expect(titles.length).toBeGreaterThanOrEqual(2);
      for (const title of titles) expect(title).toMatch(TIME[locale]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
