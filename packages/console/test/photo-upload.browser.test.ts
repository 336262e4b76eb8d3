import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { serviceAvailable } from '@kefu/testing';
import { createKefuServer, loadConfig, type KefuServer } from '@kefu/server';
import { canvasJpeg } from '../../widget/src/test-support/canvas-jpeg.js';
import { askForPerson, buildConsoleOnce, claimFirstInQueue, naturalSize, scriptedAgent, signInAgent, snap, startShopAndDesk } from './support.js';

const SHOP = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>Kefu 数码旗舰店</title></head>
<body style="margin:0;font-family:system-ui,'PingFang SC',sans-serif;background:#f4f5f7"><header style="padding:16px 32px;background:#fff;border-bottom:1px solid #e5e7eb"><strong>Kefu 数码旗舰店</strong></header>
<main style="padding:48px 32px"><h1>Find X9</h1><p>国补后 ¥3,499</p></main><script src="/kefu.js" data-site-key="demo" data-locale="zh-CN"></script></body></html>`;

describe.runIf(serviceAvailable('chromium'))('a photo from the shopper’s device reaches the agent console', () => {
  let server: KefuServer;
  let url: string;
  let browser: Browser;
  let shop: Page;
  let desk: Page;
  let directory: string;

  beforeAll(async () => {
    await buildConsoleOnce();
    directory = await mkdtemp(join(tmpdir(), 'kefu-console-uploads-'));
    server = await createKefuServer({
      config: loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', KEFU_UPLOAD_DIR: directory }),
      agent: scriptedAgent(),
    });
    ({ url, browser, shop, desk } = await startShopAndDesk(server, SHOP, 'zh-CN'));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('the shopper attaches a real JPEG with the clip button, sees its thumbnail in the transcript, and the agent sees it in the desk', async () => {
    await signInAgent(desk, url, server.dependencies.config.demoAgentToken!);
    await desk.locator('kc-queue').waitFor();

    await askForPerson(shop, url);
    await claimFirstInQueue(desk);

    // A photo as a phone takes it (2000 × 1500), made by the page's canvas and picked through the composer's file input.
    const composer = shop.locator('kefu-composer');
    await composer.getByRole('button', { name: '添加照片或文件' }).waitFor();
    await composer.locator('input[type=file]').setInputFiles({ name: '屏幕裂了.jpg', mimeType: 'image/jpeg', buffer: await canvasJpeg(shop, 2000, 1500) });
    const tray = composer.locator('kefu-attach-picker');
    await tray.locator('li[data-state=done]').waitFor();
    await expect.poll(() => tray.locator('li[data-state=done] img').evaluate(naturalSize)).toEqual([1600, 1200]);
    await snap(shop, 'upload-widget-attached');
    await composer.locator('textarea').fill('屏幕裂了，能修吗？');
    await shop.keyboard.press('Enter');

    // The shopper's own message shows the photo, read back through a signed link.
    const mine = shop.locator('kefu-message[role-user]').filter({ hasText: '屏幕裂了，能修吗？' });
    await expect.poll(() => mine.locator('kefu-file-thumb img').evaluate(naturalSize)).toEqual([1600, 1200]);
    expect(await tray.count()).toBe(0);
    await snap(shop, 'upload-widget-thumbnail');

    // The agent's transcript shows the same photo, through a link signed for the agent's token.
    const inDesk = desk.locator('kc-conversation .msg.user').filter({ hasText: '屏幕裂了，能修吗？' });
    await inDesk.waitFor();
    await expect.poll(() => inDesk.locator('kc-file-thumb img').evaluate(naturalSize)).toEqual([1600, 1200]);
    const href = await inDesk.locator('kc-file-thumb a').getAttribute('href');
    expect(href).toMatch(/\/kefu-uploads\/up_[0-9a-f-]{36}\?expires=\d+&signature=[\w-]{43}$/);
    await snap(desk, 'upload-console-thumbnail');
  });
});
