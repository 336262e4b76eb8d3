import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, serviceAvailable } from '@kefu/testing';
import { startKefuTestServer, type KefuTestServer } from './test-support/kefu-test-server.js';
import { openChat, openPanelPage, say } from './test-support/panel-page.js';

// Issue 19: asked about a sold-out colour, the text said "out of stock" over a green "有货" card (the card spoke of
// the product as a whole). The demo shop's Find X8 has no 追风蓝 (Breeze Blue) left in any memory size.
const ASK = {
  'zh-CN': { question: 'Find X8 追风蓝有货吗', soldOut: '追风蓝: 缺货', inStock: /有货/ },
  en: { question: 'Is the Find X8 in Breeze Blue in stock?', soldOut: 'Breeze Blue: Out of stock', inStock: /In stock/ },
} as const;

describe.runIf(serviceAvailable('chromium'))("the product card's stock line speaks of the option asked about", () => {
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

  for (const locale of ['zh-CN', 'en'] as const) {
    it(`shows a sold-out colour as sold out, not "in stock" (${locale})`, async () => {
      const { page, context, errors } = await openPanelPage(browser, kefu.url, { width: 375, locale });
      await openChat(page);
      await say(page, ASK[locale].question);
      const stock = page.locator('kefu-message .card.product .stock').last();
      await stock.waitFor();
      expect(await stock.textContent()).toBe(ASK[locale].soldOut);
      expect(await stock.getAttribute('class')).toContain('stock-out');
      expect(await stock.textContent()).not.toMatch(ASK[locale].inStock);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
