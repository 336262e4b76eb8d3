import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { Browser, Page } from 'playwright-core';
import { freePort, serviceAvailable } from '@kefu/testing';
import { createKefuServer, loadConfig, sendText, type KefuServer } from '@kefu/server';
import { askForPerson, buildConsoleOnce, claimFirstInQueue, scriptedAgent, signInAgent, snap, startShopAndDesk } from './support.js';

const WIDGET = fileURLToPath(new URL('../../widget/', import.meta.url));
const SHOP = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Kefu Digital</title></head>
<body style="margin:0;font-family:system-ui,sans-serif;background:#f4f5f7"><header style="padding:16px 32px;background:#fff;border-bottom:1px solid #e5e7eb"><strong>Kefu Digital</strong></header>
<main style="padding:48px 32px"><h1>Find X9</h1></main><script src="/kefu.js" data-site-key="demo" data-locale="en"></script></body></html>`;
const AVATAR = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#0f766e"/><text x="32" y="42" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">L</text></svg>`;
const LIN = { id: 'lin', name: 'Lin', token: 'lin-token-0123456789abcdef' };

describe.runIf(serviceAvailable('chromium'))('the agent as the shopper sees them: name, picture, typing, and a rating when they hand back', () => {
  let server: KefuServer;
  let url: string;
  let browser: Browser;
  let shop: Page;
  let desk: Page;

  beforeAll(async () => {
    await buildConsoleOnce();
    if (!existsSync(`${WIDGET}dist/kefu.js`)) await build({ root: WIDGET, configFile: `${WIDGET}vite.config.iife.ts`, logLevel: 'warn' });
    // The picture's URL is absolute (the widget runs on the shop's pages), so the port is chosen before the config.
    const port = await freePort();
    const avatarUrl = `http://127.0.0.1:${port}/avatars/lin.svg`;
    server = await createKefuServer({
      config: loadConfig({ PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', KEFU_AGENTS: JSON.stringify([{ ...LIN, avatarUrl }]) }),
      agent: scriptedAgent(),
    });
    server.routes.add('GET', '/avatars/lin.svg', (_request, response) => sendText(response, 200, AVATAR, { 'content-type': 'image/svg+xml' }));
    ({ url, browser, shop, desk } = await startShopAndDesk(server, SHOP, 'en-US'));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const loaded = (page: Page, selector: string) =>
    page.locator(selector).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth === 64 && image.src.endsWith('/avatars/lin.svg'));

  it("shows the agent's picture in the joined banner and on replies, '… is typing' while they type, and asks for a rating when they release", async () => {
    await signInAgent(desk, url, LIN.token);
    await desk.locator('kc-queue').waitFor();

    await askForPerson(shop, url, '转人工 please');
    await claimFirstInQueue(desk);

    await shop.locator('kefu-handoff-banner', { hasText: 'Lin joined the conversation' }).waitFor();
    await expect.poll(() => loaded(shop, 'kefu-handoff-banner img.avatar')).toBe(true);

    // The agent types: the shopper sees who, with the picture; nothing shows before.
    expect(await shop.locator('kefu-typing .indicator').count()).toBe(0);
    const composer = desk.locator('kc-conversation textarea');
    await composer.pressSequentially('Hello, this is Lin');
    const typing = shop.locator('kefu-typing .indicator', { hasText: 'Lin is typing…' });
    await typing.waitFor();
    await expect.poll(() => loaded(shop, 'kefu-typing img.avatar')).toBe(true);
    await snap(shop, 'widget-agent-typing-en');

    await composer.pressSequentially(', how can I help?');
    await composer.press('Enter');
    const reply = shop.locator('kefu-message').filter({ hasText: 'Hello, this is Lin, how can I help?' });
    await reply.waitFor();
    expect(await reply.locator('.author').textContent()).toBe('Lin');
    await expect.poll(() => loaded(shop, 'kefu-message .author img.avatar')).toBe(true);
    // The reply ends the typing line at once.
    expect(await shop.locator('kefu-typing .indicator').count()).toBe(0);
    await snap(shop, 'widget-agent-reply-avatar-en');

    await desk.locator('kc-conversation button[data-action=release]').click();
    await shop.locator('kefu-rating form').waitFor();
    expect(await shop.locator('kefu-rating #q').textContent()).toBe('How did we do?');
    await shop.locator('kefu-rating label').nth(4).click();
    await shop.locator('kefu-rating textarea').fill('Lin was great');
    await shop.locator('kefu-rating .send').click();
    await shop.locator('kefu-rating .thanks', { hasText: 'Thanks for your rating!' }).waitFor();
    await snap(shop, 'widget-rating-after-release-en');
  });
});
