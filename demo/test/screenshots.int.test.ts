import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, serviceAvailable } from '@kefu/testing';
import type { KefuServer } from '@kefu/server';
import { startStorefront } from './storefront-server.js';

const OUT = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));

// Regenerates the README's storefront screenshots: `KEFU_SCREENSHOTS=1 pnpm exec vitest run --project demo test/screenshots`.
describe.runIf(process.env.KEFU_SCREENSHOTS === '1' && serviceAvailable('chromium'))('the storefront screenshots in docs/screenshots', () => {
  let browser: Browser;
  let shop: KefuServer & { url: string };

  beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    [browser, shop] = await Promise.all([launchChromium(), startStorefront()]);
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });

  it('captures the home page, and a product page with the chat answering about it', async () => {
    const context = await browser.newContext({ viewport: { width: 1360, height: 860 }, locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(`${shop.url}/`);
    await page.locator('.product-card').first().waitFor();
    await page.screenshot({ path: `${OUT}storefront-home.png` });

    await page.goto(`${shop.url}/product.html?id=p_find_x9`);
    await page.locator('#ask-about').click();
    await page.locator('kefu-composer textarea').fill('这款国补后多少钱？');
    await page.keyboard.press('Enter');
    await page.locator('kefu-message .card.price').waitFor();
    await page.waitForTimeout(400);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${OUT}storefront-product-chat.png` });
    expect(await page.locator('kefu-message .card.price').count()).toBe(1);
    await context.close();
  });
});
