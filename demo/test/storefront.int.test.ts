import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, serviceAvailable } from '@kefu/testing';
import type { KefuServer } from '@kefu/server';
import { startStorefront } from './storefront-server.js';

describe.runIf(serviceAvailable('chromium'))('the demo storefront with the chat embedded by script tag', () => {
  let browser: Browser;
  let shop: KefuServer & { url: string };
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    [browser, shop] = await Promise.all([launchChromium(), startStorefront()]);
    context = await browser.newContext({ viewport: { width: 1360, height: 860 }, locale: 'zh-CN' });
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });

  const composer = () => page.locator('kefu-composer textarea');

  /**
   * Sends a message and returns the text of the price card about `product` that answers it.
   * Pages of one origin share the thread, so cards about other products may be replayed
   * into the panel at any moment; matching on the product keeps the check about this answer.
   */
  async function askForPriceCard(text: string, product: string) {
    const card = page.locator('kefu-message .card.price', { hasText: product }).last();
    await composer().fill(text);
    await page.keyboard.press('Enter');
    await card.waitFor();
    return (await card.textContent())?.replace(/\s+/g, '') ?? '';
  }

  it('lists the catalog with the national subsidy applied to the Find X9', async () => {
    await page.goto(`${shop.url}/`);
    const x9 = page.locator('.product-card', { hasText: 'Find X9' }).first();
    await x9.waitFor();
    expect((await x9.textContent())?.replace(/\s+/g, '')).toContain('¥3,499¥3,999');
    expect(await page.locator('.product-card').count()).toBeGreaterThanOrEqual(12);
  });

  it('opens the chat about the product from "Ask about this" and answers its price with a card', async () => {
    await page.goto(`${shop.url}/product.html?id=p_find_x9`);
    await page.locator('#ask-about').click();
    await composer().waitFor();
    // The question does not name the product: the answer comes from the page's context.
    const text = await askForPriceCard('这款多少钱？', 'Find X9');
    expect(text).toContain('FindX9');
    expect(text).toContain('¥3,499');
  });

  it('works the npm way on the SPA page: the app bundles @kefu/widget and places <kefu-chat> itself', async () => {
    await page.goto(`${shop.url}/spa.html`);
    expect(await page.locator('script[src="/kefu.js"]').count()).toBe(0);
    await page.locator('#spa-open').click();
    await composer().waitFor();
    expect(await askForPriceCard('Find X8 多少钱', 'Find X8')).toContain('¥2,999');
    // Switching views does not reload the page: the conversation stays.
    await page.locator('.spa-nav button').nth(1).click();
    expect(await page.locator('kefu-message .card.price').count()).toBeGreaterThan(0);
  });

  it('signs in, starts a return for a delivered order from the orders page and completes it in the chat', async () => {
    await page.goto(`${shop.url}/orders.html`);
    await page.locator('[data-customer-id="c_1001"]').click();
    const order = page.locator('.order-card[data-status="delivered"]').first();
    await order.waitFor();
    const orderId = await order.getAttribute('data-order-id');
    await order.locator('[data-action="return"]').click();

    const prompt = page.locator('kefu-interrupt .prompt');
    await prompt.getByRole('button', { name: '质量问题' }).click();
    await prompt.getByRole('button', { name: '跳过' }).click();
    await expect.poll(() => prompt.locator('.summary').textContent()).toContain(orderId);
    await prompt.getByRole('button', { name: '确认提交' }).click();

    const receipt = page.locator('kefu-message .card.receipt').last();
    await receipt.waitFor();
    expect(await receipt.textContent()).toContain(orderId);
    expect(await page.locator('kefu-interrupt').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
