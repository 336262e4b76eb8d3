import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { serviceAvailable, waitFor } from '@kefu/testing';
import type { KefuServer } from '@kefu/server';
import { Shopper, signInAgent, snap, startDesk } from './support.js';

describe.runIf(serviceAvailable('chromium'))('conversation history and search in the console', () => {
  let server: KefuServer;
  let url: string;
  let browser: Browser;
  let page: Page;
  const shoppers: Shopper[] = [];

  beforeAll(async () => {
    ({ server, url, browser, page } = await startDesk());
  });
  afterAll(async () => {
    for (const shopper of shoppers) shopper.close();
    await browser?.close();
    await server?.close();
  });

  it('lists past conversations, filters by handoff reason, searches masked words and opens a read-only transcript', async () => {
    const broken = await Shopper.connect(url);
    const handed = await Shopper.connect(url);
    shoppers.push(broken, handed);
    await broken.say('耳机左边没声音了，我手机 13812345678');
    await broken.waitForMessage((message) => message.text.startsWith('AI:'));
    await handed.say('Find X9 什么时候发货？转人工');
    await handed.waitForHandoff('no_agents');

    await signInAgent(page, url, server.dependencies.config.demoAgentToken!);
    await page.locator('button[data-view=history]').click();
    const rows = page.locator('kc-history button[data-history]');
    await waitFor('both conversations listed', async () => (await rows.count()) === 2);
    expect(await rows.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-history')))).toEqual([handed.threadId, broken.threadId]);
    expect(await page.locator(`kc-history button[data-history="${broken.threadId}"] .text`).textContent()).toBe('耳机左边没声音了，我手机 138********');

    await page.locator('kc-history select[name=reason]').selectOption('requested');
    await waitFor('only the handed-off one', async () => (await rows.count()) === 1 && (await rows.first().getAttribute('data-history')) === handed.threadId);
    await page.locator('kc-history select[name=reason]').selectOption('');

    // Search: the shopper's words, masked; the phone number in clear finds nothing.
    const search = page.locator('kc-history input[type=search]');
    await search.fill('13812345678');
    await search.press('Enter');
    await page.locator('kc-history .muted', { hasText: '没有符合条件的会话' }).waitFor();
    await search.fill('没声音');
    await search.press('Enter');
    await waitFor('one match', async () => (await rows.count()) === 1 && (await rows.first().getAttribute('data-history')) === broken.threadId);
    expect(await rows.first().locator('.match').textContent()).toBe('顾客说耳机左边没声音了，我手机 138********');

    await rows.first().click();
    const transcript = page.locator('kc-history kc-conversation');
    await transcript.locator('.msg.user .bubble').first().waitFor();
    expect(await transcript.locator('.msg.user .bubble').first().textContent()).toBe('耳机左边没声音了，我手机 138********');
    // Read-only: no composer, no take-over, no reveal.
    expect(await transcript.locator('textarea').count()).toBe(0);
    expect(await transcript.locator('button[data-action]').count()).toBe(0);
    await snap(page, 'console-history');
  });
});
