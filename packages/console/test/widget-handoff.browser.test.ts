import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { Browser, Page } from 'playwright-core';
import { serviceAvailable } from '@kefu/testing';
import { createKefuServer, loadConfig, type KefuServer } from '@kefu/server';
import { askForPerson, buildConsoleOnce, claimFirstInQueue, scriptedAgent, signInAgent, snap, startShopAndDesk } from './support.js';

const WIDGET = fileURLToPath(new URL('../../widget/', import.meta.url));
const SHOP = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>Kefu 数码旗舰店</title></head>
<body style="margin:0;font-family:system-ui,'PingFang SC',sans-serif;background:#f4f5f7"><header style="padding:16px 32px;background:#fff;border-bottom:1px solid #e5e7eb"><strong>Kefu 数码旗舰店</strong></header>
<main style="padding:48px 32px"><h1>Find X9</h1><p>国补后 ¥3,499</p></main><script src="/kefu.js" data-site-key="demo" data-locale="zh-CN"></script></body></html>`;

describe.runIf(serviceAvailable('chromium'))('a shopper in the widget and an agent in the console', () => {
  let server: KefuServer;
  let url: string;
  let browser: Browser;
  let shop: Page;
  let desk: Page;

  beforeAll(async () => {
    await buildConsoleOnce();
    // The widget's script-tag build, as `pnpm build` makes it.
    if (!existsSync(`${WIDGET}dist/kefu.js`)) await build({ root: WIDGET, configFile: `${WIDGET}vite.config.iife.ts`, logLevel: 'warn' });
    server = await createKefuServer({ config: loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' }), agent: scriptedAgent() });
    ({ url, browser, shop, desk } = await startShopAndDesk(server, SHOP, 'zh-CN'));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const say = async (text: string) => {
    await shop.locator('kefu-composer textarea').fill(text);
    await shop.keyboard.press('Enter');
  };

  it('shows the agent’s name and reply in the widget, the shopper typing in the console, then the assistant again after release', async () => {
    await signInAgent(desk, url, server.dependencies.config.demoAgentToken!);
    await desk.locator('kc-queue').waitFor();

    await askForPerson(shop, url);

    await claimFirstInQueue(desk);
    await shop.locator('kefu-handoff-banner', { hasText: 'Lin' }).waitFor();
    const composer = desk.locator('kc-conversation textarea');
    await composer.fill('您好，我是客服 Lin，很高兴为您服务。');
    await composer.press('Enter');

    const reply = shop.locator('kefu-message').filter({ hasText: '很高兴为您服务' });
    await reply.waitFor();
    expect(await reply.locator('.author').textContent()).toBe('Lin');
    await snap(shop, 'console-widget-agent-reply');

    // The agent sees the shopper typing while they hold the thread, and the line goes when the message arrives.
    const typing = desk.locator('kc-conversation .typing');
    expect(await typing.textContent()).toBe('');
    await shop.locator('kefu-composer textarea').pressSequentially('我想问一下');
    await desk.locator('kc-conversation .typing', { hasText: '顾客正在输入…' }).waitFor();
    await snap(desk, 'console-shopper-typing');
    await shop.keyboard.press('Enter');
    await desk.locator('kc-conversation .msg.user', { hasText: '我想问一下' }).waitFor();
    await expect.poll(() => typing.textContent()).toBe('');

    await desk.locator('kc-conversation button[data-action=release]').click();
    await say('X8 有货吗');
    await shop.locator('kefu-message').filter({ hasText: 'AI: X8 有货吗' }).waitFor();
  });
});
