import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, serviceAvailable } from '@kefu/testing';
import { startKefuTestServer, type KefuTestServer } from './test-support/kefu-test-server.js';
import { openPage } from './test-support/browser-page.js';
import { shopAgent } from './test-support/shop-agent.js';
import { signIdentity } from './test-support/identity-token.js';

const OUT = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));

// Regenerates the README screenshots: `KEFU_SCREENSHOTS=1 pnpm exec vitest run --project widget src/screenshots`.
describe.runIf(process.env.KEFU_SCREENSHOTS === '1' && serviceAvailable('chromium'))('the zh-CN screenshots in docs/screenshots', () => {
  let browser: Browser;
  let kefu: KefuTestServer;

  beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    browser = await launchChromium();
    kefu = await startKefuTestServer({ agent: shopAgent });
  });
  afterAll(async () => {
    await browser?.close();
    await kefu?.close();
  });

  it('captures the closed launcher, a product answer and a return prompt with its countdown', async () => {
    const { page, context } = await openPage(browser, `${kefu.url}/test/script-tag.html`);
    await page.locator('kefu-launcher button').waitFor();
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${OUT}widget-closed.png` });

    await page.evaluate((token) => window.Kefu?.identify(token), signIdentity('c_1001', 'kefu-demo-identity-secret-change-me'));
    await page.locator('kefu-launcher button').click();
    await page.locator('kefu-composer textarea').fill('Find X9 多少钱？有国补吗');
    await page.keyboard.press('Enter');
    await page.locator('kefu-message .card.product').waitFor();
    await page.waitForTimeout(400);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${OUT}widget-product.png` });

    await page.locator('kefu-composer textarea').fill('我要退货');
    await page.keyboard.press('Enter');
    // A signed-in shopper picks one of their eligible orders; the reason step follows.
    await page.locator('kefu-interrupt .option', { hasText: 'KF10010001' }).click();
    await page
      .locator('kefu-interrupt .option')
      .filter({ hasNotText: /KF\d{8}/ })
      .first()
      .waitFor();
    await page.waitForTimeout(400);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${OUT}widget-return-prompt.png` });
    expect(await page.locator('kefu-interrupt .countdown').count()).toBe(1);
    await context.close();
  });
});
