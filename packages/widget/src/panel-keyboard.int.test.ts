import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, serviceAvailable } from '@kefu/testing';
import { startKefuTestServer, type KefuTestServer } from './test-support/kefu-test-server.js';
import { LOCALES, WIDTHS, openChat, openPanelPage, say, signIn } from './test-support/panel-page.js';

const RETURN = { 'zh-CN': '我要退货', en: 'I want to return an item' } as const;

/** Where focus is: inside the widget (its element or any of its shadow roots) or somewhere else on the page. */
const focusInWidget = (page: Page) =>
  page.evaluate(async () => {
    // The widget puts back focus it thinks was lost one frame later: look after two.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return document.activeElement === document.querySelector('kefu-chat');
  });

// The panel is a non-modal dialog: the page stays usable, so forward Tab must be able to leave it.
describe.runIf(serviceAvailable('chromium'))('the keyboard is never trapped in the widget', () => {
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
    it(`Tab moves on from the closed launcher (${locale})`, async () => {
      const { page, context, errors } = await openPanelPage(browser, kefu.url, { width: 1366, locale });
      await page.locator('kefu-launcher button').waitFor();
      await page.locator('.cta').focus();
      await page.keyboard.press('Tab');
      expect(await focusInWidget(page)).toBe(true);
      await page.keyboard.press('Tab');
      expect(await focusInWidget(page)).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    });

    for (const width of WIDTHS) {
      it(`Tab leaves the open panel during a workflow prompt (${locale}, ${width} px)`, async () => {
        const { page, context, errors } = await openPanelPage(browser, kefu.url, { width, locale });
        await signIn(page);
        await openChat(page);
        await say(page, RETURN[locale]);
        // Signed in: the shopper picks the order among their returnable ones.
        await page
          .locator('kefu-interrupt')
          .getByRole('button', { name: /KF10010001/ })
          .click();
        await page.locator('kefu-interrupt .option').first().waitFor();
        await page.locator('kefu-interrupt .option').first().focus();
        let presses = 0;
        while ((await focusInWidget(page)) && presses < 40) {
          await page.keyboard.press('Tab');
          presses += 1;
        }
        expect(await focusInWidget(page)).toBe(false);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});
