import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { serviceAvailable } from '@kefu/testing';
import { createKefuServer, loadConfig, type KefuServer } from '@kefu/server';
import { createShopFolderCommerce } from '../../server/src/adapters/commerce/shop-folder-commerce.js';
import { serveMerchantApi, type MerchantApi, type SeenRequest } from '../../server/test/support/merchant-api.js';
import { canvasJpeg } from '../../widget/src/test-support/canvas-jpeg.js';
import { signIdentity } from '../../widget/src/test-support/identity-token.js';
import { buildConsoleOnce, naturalSize, signInAgent, snap, startShopAndDesk } from './support.js';

const DEMO_SECRET = 'kefu-demo-identity-secret-change-me';
const SHOP = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Kefu 数码旗舰店</title></head>
<body style="margin:0;font-family:system-ui,'PingFang SC',sans-serif;background:#f4f5f7"><header style="padding:16px 32px;background:#fff;border-bottom:1px solid #e5e7eb"><strong>Kefu 数码旗舰店</strong></header>
<main style="padding:48px 32px"><h1>我的订单</h1><p>KF10010001 · Find X9</p></main><script src="/kefu.js" data-site-key="demo" data-locale="zh-CN"></script></body></html>`;

// The real agent and exchange workflow, the demo shop served over the HTTP commerce contract as a merchant's API would.
describe.runIf(serviceAvailable('chromium'))('a photo uploaded in an exchange reaches the merchant and the agent console', () => {
  let server: KefuServer;
  let merchant: MerchantApi;
  let url: string;
  let browser: Browser;
  let shop: Page;
  let desk: Page;
  let directory: string;
  const seen: SeenRequest[] = [];

  beforeAll(async () => {
    await buildConsoleOnce();
    directory = await mkdtemp(join(tmpdir(), 'kefu-exchange-photo-'));
    merchant = await serveMerchantApi(createShopFolderCommerce({ clock: { now: () => Date.now() } }), {
      token: 'merchant-token',
      intercept: (request) => void seen.push(request),
    });
    server = await createKefuServer({
      config: loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        KEFU_UPLOAD_DIR: directory,
        KEFU_COMMERCE_URL: merchant.url,
        KEFU_COMMERCE_TOKEN: 'merchant-token',
      }),
    });
    ({ url, browser, shop, desk } = await startShopAndDesk(server, SHOP, 'zh-CN'));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await merchant?.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('the shopper picks a real JPEG at the exchange’s photo step; the merchant’s POST /requests names it, and the agent sees its thumbnail', async () => {
    await shop.goto(`${url}/shop.html`);
    await shop.waitForFunction(() => 'Kefu' in window);
    await shop.evaluate(
      (token) => (window as unknown as { Kefu: { identify(token: string): void } }).Kefu.identify(token),
      signIdentity('c_1001', DEMO_SECRET),
    );
    await shop.locator('kefu-launcher button').click();
    const type = async (text: string) => {
      await shop.locator('kefu-composer textarea').fill(text);
      await shop.keyboard.press('Enter');
    };
    const prompt = shop.locator('kefu-interrupt .prompt');
    const label = shop.locator('kefu-workflow-strip .label');
    await type('我要换货');
    await prompt.getByRole('button', { name: /KF10010001/ }).click();
    await prompt.getByRole('button', { name: '质量问题' }).click();

    // Step 3 of 5: photos of the item, from the device.
    await label.filter({ hasText: '换货 · 第 3/5 步' }).waitFor();
    const picker = shop.locator('kefu-interrupt kefu-attach-picker');
    expect(await prompt.locator('.prompt-text').textContent()).toBe('如方便，请上传要换的商品的照片（可跳过）。');
    await picker
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: '划痕.jpg', mimeType: 'image/jpeg', buffer: await canvasJpeg(shop, 2000, 1500) });
    await expect.poll(() => picker.locator('li[data-state=done] img').evaluate(naturalSize)).toEqual([1600, 1200]);
    await snap(shop, 'exchange-photo-step');
    await shop.locator('kefu-interrupt').getByRole('button', { name: '提交' }).click();

    await label.filter({ hasText: '第 4/5 步' }).waitFor();
    await prompt.getByRole('button', { name: /同款换新/ }).click();
    await label.filter({ hasText: '第 5/5 步' }).waitFor();
    expect(await prompt.locator('.summary').textContent()).toMatch(/照片\s*1 张/);
    await prompt.getByRole('button', { name: '确认提交' }).click();
    await shop.locator('.card.receipt').waitFor();

    // The merchant's backend received the exchange with the photo as the conversation's upload id.
    const writes = seen.filter((request) => request.method === 'POST' && request.url.endsWith('/requests'));
    expect(writes).toHaveLength(1);
    const body = writes[0]!.body as { kind: string; details: { photos?: string[] } };
    expect(body).toMatchObject({ kind: 'exchange', orderId: 'KF10010001', details: { reason: 'quality', exchangeFor: 'same' } });
    expect(body.details.photos).toEqual([expect.stringMatching(/^up_[0-9a-f-]{36}$/)]);

    // The agent opens the live conversation and sees the photo the shopper answered the step with.
    await signInAgent(desk, url, server.dependencies.config.demoAgentToken!);
    await desk.locator('kc-queue button[data-live]').first().click();
    const answer = desk.locator('kc-conversation .answer-files');
    await answer.waitFor();
    await expect.poll(() => answer.locator('kc-file-thumb img').evaluate(naturalSize)).toEqual([1600, 1200]);
    const href = await answer.locator('kc-file-thumb a').getAttribute('href');
    expect(href).toContain(`/kefu-uploads/${body.details.photos![0]}?expires=`);
    await snap(desk, 'exchange-photo-console');
  });

  it('on a phone, the repair asks for a photo of the fault from the camera, and the merchant’s repair request names it', async () => {
    const phone = await (await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, locale: 'zh-CN' })).newPage();
    await phone.goto(`${url}/shop.html`);
    await phone.waitForFunction(() => 'Kefu' in window);
    await phone.evaluate(
      (token) => (window as unknown as { Kefu: { identify(token: string): void } }).Kefu.identify(token),
      signIdentity('c_1001', DEMO_SECRET),
    );
    await phone.locator('kefu-launcher button').tap();
    const type = async (text: string) => {
      await phone.locator('kefu-composer textarea').fill(text);
      await phone.locator('kefu-composer textarea').press('Enter');
    };
    const prompt = phone.locator('kefu-interrupt .prompt');
    const label = phone.locator('kefu-workflow-strip .label');
    await type('我要维修');
    await prompt.getByRole('button', { name: /KF10010002/ }).tap();
    await label.filter({ hasText: '维修 · 第 2/5 步' }).waitFor();
    await type('左边耳机没有声音了');

    await label.filter({ hasText: '维修 · 第 3/5 步' }).waitFor();
    expect(await prompt.locator('.prompt-text').textContent()).toBe('如方便，请上传故障部位的照片（可跳过）。');
    const camera = phone.locator('kefu-interrupt kefu-attach-picker label', { hasText: '拍照' }).locator('input');
    await camera.setInputFiles({ name: 'IMG_2031.jpg', mimeType: 'image/jpeg', buffer: await canvasJpeg(phone, 3024, 4032) });
    const picker = phone.locator('kefu-interrupt kefu-attach-picker');
    await expect.poll(() => picker.locator('li[data-state=done] img').evaluate(naturalSize)).toEqual([1200, 1600]);
    await snap(phone, 'repair-photo-step-mobile');
    await phone.locator('kefu-interrupt').getByRole('button', { name: '提交' }).tap();

    await label.filter({ hasText: '第 4/5 步' }).waitFor();
    await prompt.getByRole('button', { name: /寄修/ }).tap();
    await label.filter({ hasText: '第 5/5 步' }).waitFor();
    expect(await prompt.locator('.summary').textContent()).toMatch(/照片\s*1 张/);
    await prompt.getByRole('button', { name: '确认提交' }).tap();
    await phone.locator('.card.receipt').waitFor();

    const repair = seen
      .filter((request) => request.method === 'POST' && request.url.endsWith('/requests'))
      .map((request) => request.body as { kind: string; details: Record<string, unknown> });
    expect(repair.at(-1)).toMatchObject({
      kind: 'repair',
      orderId: 'KF10010002',
      details: { repairType: 'mail', photos: [expect.stringMatching(/^up_[0-9a-f-]{36}$/)] },
    });
    await phone.context().close();
  });
});
