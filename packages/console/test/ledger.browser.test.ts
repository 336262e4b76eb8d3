import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, serviceAvailable } from '@kefu/testing';
import { createKefuServer, loadConfig, type Agent, type KefuServer } from '@kefu/server';
import { buildConsoleOnce, Shopper, snap } from './support.js';

const DAY = 86_400_000;

/** Answers "AI: <text>", hands off on "转人工", and cannot answer questions about warranty cards (a knowledge miss). */
function ledgerAgent(): Agent {
  return {
    async runTurn(request, output) {
      const text = request.messages.map((message) => message.text).join(' / ');
      if (text.includes('转人工')) {
        await output.emit({ event: 'message:done', message: { role: 'assistant', text: '好的，正在为您转接人工客服。' } });
        await output.emit({ event: 'handoff', state: 'queued', reason: 'requested' });
      } else if (text.includes('保修卡')) {
        await output.emit({ event: 'message:done', message: { role: 'assistant', text: '抱歉，我没有找到相关说明。' } });
        await output.emit({ event: 'handoff', state: 'queued', reason: 'knowledge_miss' });
      } else {
        await output.emit({ event: 'message:done', message: { role: 'assistant', text: `AI: ${text}` } });
      }
    },
    async replyToInterrupt() {},
    async cancel() {},
  };
}

describe.runIf(serviceAvailable('chromium'))('the ledger page of the agent console in Chromium', () => {
  let server: KefuServer;
  let url: string;
  let browser: Browser;
  let page: Page;
  const shoppers: Shopper[] = [];
  // The conversations happen two days ago on the server's clock, so they have ended by the time the page reads them.
  let offset = -2 * DAY;

  beforeAll(async () => {
    await buildConsoleOnce();
    server = await createKefuServer({
      config: loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' }),
      agent: ledgerAgent(),
      clock: { now: () => Date.now() + offset },
    });
    url = await server.listen();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1440, height: 860 }, locale: 'zh-CN' });
  });
  afterAll(async () => {
    for (const shopper of shoppers) shopper.close();
    await browser?.close();
    await server?.close();
  });

  it('shows how conversations ended and opens a question the assistant could not answer', async () => {
    const answered = await Shopper.connect(url);
    const missed = await Shopper.connect(url);
    const asked = await Shopper.connect(url);
    shoppers.push(answered, missed, asked);
    await answered.say('Find X9 多少钱？');
    await answered.waitForMessage((message) => message.text.startsWith('AI:'));
    await answered.socket.timeout(5_000).emitWithAck('feedback', { rating: 5 });
    await missed.say('保修卡丢了还能保修吗');
    await missed.waitForHandoff('no_agents');
    await asked.say('转人工');
    await asked.waitForHandoff('no_agents');
    offset = 0;

    await page.goto(`${url}/console/`);
    await page.locator('kc-sign-in input').fill(server.dependencies.config.demoAgentToken!);
    await page.locator('kc-sign-in button[type=submit]').click();
    await page.locator('kc-queue').waitFor();
    await page.getByRole('button', { name: '服务数据' }).click();
    const ledger = page.locator('kc-ledger');
    await ledger.locator('table').waitFor();
    const tiles = await ledger
      .locator('.tile')
      .evaluateAll((elements) => elements.map((element) => (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));
    expect(tiles).toEqual(['3 会话', '1 · 33% AI 解决', '0 · 0% 人工解决', '0 · 0% 放弃', '5 / 5 评分']);
    // The two handed-off shoppers were put back in the queue when this agent came online: waiting again, so open.
    expect(
      await ledger.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].slice(2, 7).map((cell) => cell.textContent))),
    ).toEqual([['3', '1', '0', '0', '2']]);
    expect(await ledger.locator('.reasons').textContent()).toMatch(/顾客要求 · 1[\s\S]*知识库未命中 · 1|知识库未命中 · 1[\s\S]*顾客要求 · 1/);
    // Ratings by the outcome of the conversation rated, from the ratings stored.
    expect(await ledger.locator('section.ratings .chip').allTextContents()).toEqual(['AI 解决 · 5 / 5 · 1 个评分']);
    const question = ledger.locator('li', { hasText: '保修卡丢了还能保修吗' });
    expect(await question.textContent()).toContain('知识库未命中');
    await snap(page, 'console-ledger');

    await question.getByRole('button', { name: '查看会话' }).click();
    await page.locator('kc-conversation .log', { hasText: '保修卡丢了还能保修吗' }).waitFor();
    expect(await page.locator('kc-ledger').count()).toBe(0);
  });

  it('speaks English and refuses a request without an agent token', async () => {
    await page.locator('button[lang=en]').click();
    await page.getByRole('button', { name: 'Ledger' }).click();
    await page.locator('kc-ledger table').waitFor();
    expect(await page.locator('kc-ledger h2').textContent()).toBe('How the assistant is doing');
    await page.getByRole('button', { name: 'Last 30 days' }).click();
    await page.locator('kc-ledger table').waitFor();
    await snap(page, 'console-ledger-en');
    const refused = await fetch(`${url}/api/console/ledger`);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'NOT_AUTHENTICATED' });
  });
});
