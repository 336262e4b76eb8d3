import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, serviceAvailable } from '@kefu/testing';
import { startKefuTestServer, type KefuTestServer } from './test-support/kefu-test-server.js';
import { LOCALES, WIDTHS, openChat, openPanelPage, panelOverflow, say, signIn } from './test-support/panel-page.js';

const RETURN = { 'zh-CN': '我要退货', en: 'I want to return an item' } as const;

// The real server and agent: a return workflow puts the step strip, a prompt card and Cancel in the panel.
describe.runIf(serviceAvailable('chromium'))('the panel never grows past its own width or the screen', () => {
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
      it(`keeps every control inside the panel during a return workflow (${locale}, ${width} px)`, async () => {
        const { page, context, errors } = await openPanelPage(browser, kefu.url, { width, locale });
        await signIn(page);
        await openChat(page);
        await say(page, RETURN[locale]);
        await page.locator('kefu-workflow-strip .strip').waitFor();
        // Signed in: the shopper picks the order among their returnable ones.
        await page
          .locator('kefu-interrupt')
          .getByRole('button', { name: /KF10010001/ })
          .click();
        await page.locator('kefu-interrupt .option').first().waitFor();
        const metrics = await panelOverflow(page);
        expect(metrics.outside).toEqual([]);
        expect(metrics.scrollWidth).toBeLessThanOrEqual(metrics.clientWidth);
        expect(metrics.right).toBeLessThanOrEqual(metrics.viewport);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});
