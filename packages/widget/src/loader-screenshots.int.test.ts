import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, serviceAvailable } from '@kefu/testing';
import { startKefuTestServer, type KefuTestServer } from './test-support/kefu-test-server.js';
import { openPage } from './test-support/browser-page.js';
import { signIdentity } from './test-support/identity-token.js';

const OUT = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));

// The loader's states, next to the README screenshots: `KEFU_SCREENSHOTS=1 pnpm exec vitest run --project widget src/loader-screenshots`.
describe.runIf(process.env.KEFU_SCREENSHOTS === '1' && serviceAvailable('chromium'))('the launcher-first loader in docs/screenshots', () => {
  let browser: Browser;
  let kefu: KefuTestServer;

  beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    browser = await launchChromium();
    kefu = await startKefuTestServer();
  });
  afterAll(async () => {
    await browser?.close();
    await kefu?.close();
  });

  const type = async (page: Page, text: string) => {
    await page.locator('kefu-composer textarea').fill(text);
    await page.keyboard.press('Enter');
  };

  it.each([
    ['zh-CN', 'script-tag.html', '我要退货', 'widget-launcher-step-waiting.png'],
    ['en', 'en.html', 'I want to return an item', 'widget-launcher-step-waiting-en.png'],
  ])('captures the "1 step waiting" hint after a reload mid-return (%s)', async (_locale, pagePath, ask, file) => {
    const { page, context } = await openPage(browser, `${kefu.url}/test/${pagePath}`);
    const token = signIdentity('c_1001', 'kefu-demo-identity-secret-change-me');
    await page.waitForFunction(() => window.Kefu !== undefined);
    await page.evaluate((value) => window.Kefu?.identify(value), token);
    await page.evaluate(() => window.Kefu?.open());
    await type(page, ask);
    await page.locator('kefu-interrupt input[name="answer"]').fill('KF10010001');
    await page.keyboard.press('Enter');
    await page.locator('kefu-interrupt .option').first().waitFor();
    await page.reload();
    await page.locator('[data-kefu-notice] .n').waitFor();
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${OUT}${file}` });
    expect(await page.locator('[data-kefu-notice] .n').isVisible()).toBe(true);
    await context.close();
  });

  it('captures the preview of a reply that arrived while the chat was closed', async () => {
    const { page, context } = await openPage(browser, `${kefu.url}/test/script-tag.html`);
    await page.locator('kefu-launcher button').click();
    await page.locator('kefu-composer textarea').waitFor();
    await page.evaluate(() => {
      window.Kefu!.send('Find X9 多少钱？');
      window.Kefu!.close();
    });
    await page.locator('[data-kefu-notice] .n').waitFor();
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${OUT}widget-launcher-preview.png` });
    await context.close();
  });
});
