import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { serviceAvailable, waitFor } from '@kefu/testing';
import type { KefuServer } from '@kefu/server';
import { Shopper, signInAgent, snap, startDesk } from './support.js';

const MISSED = '礼品包装怎么选？我电话13812345678';

describe.runIf(serviceAvailable('chromium'))("the ledger's unanswered questions, joined with the knowledge base's misses", () => {
  let server: KefuServer;
  let url: string;
  let browser: Browser;
  let page: Page;
  const shoppers: Shopper[] = [];

  beforeAll(async () => {
    // The real assistant and knowledge base: a question nothing answers is recorded as a miss, not handed off.
    ({ server, url, browser, page } = await startDesk({ scripted: false }));
  });
  afterAll(async () => {
    for (const shopper of shoppers) shopper.close();
    await browser?.close();
    await server?.close();
  });

  it('counts a knowledge miss asked twice as one question and finds its conversations in the history', async () => {
    for (const text of [MISSED, MISSED.replace('？', '?')]) {
      const shopper = await Shopper.connect(url);
      shoppers.push(shopper);
      await shopper.say(text);
      await shopper.waitForMessage((message) => message.role === 'assistant');
    }
    const response = await fetch(`${url}/api/console/ledger`, { headers: { authorization: `Bearer ${server.dependencies.config.demoAgentToken}` } });
    const report = (await response.json()) as { topUnanswered: Array<{ question: string; knowledgeMisses: number; handedOff: number; threadIds: string[] }> };
    expect(report.topUnanswered).toEqual([{ question: '礼品包装怎么选？我电话138********', handedOff: 0, knowledgeMisses: 2, reasons: [], threadIds: [] }]);

    await signInAgent(page, url, server.dependencies.config.demoAgentToken!);
    await page.locator('button[data-view=ledger]').click();
    const question = page.locator('kc-ledger li[data-question]');
    await question.waitFor();
    expect(await question.textContent()).toContain('知识库未命中 2 次');
    await snap(page, 'console-ledger-unanswered');
    await question.locator('button[data-action=find]').click();

    const rows = page.locator('kc-history button[data-history]');
    await waitFor('both conversations found', async () => (await rows.count()) === 2);
    expect(await page.locator('kc-history input[type=search]').inputValue()).toBe('礼品包装怎么选？我电话138********');
    expect((await rows.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-history')))).sort()).toEqual(
      shoppers.map((shopper) => shopper.threadId).sort(),
    );
    await rows.first().click();
    await page.locator('kc-history kc-conversation .msg.user', { hasText: '礼品包装' }).waitFor();
  });
});
