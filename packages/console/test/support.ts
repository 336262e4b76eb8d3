import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { io, type Socket } from 'socket.io-client';
import { PROTOCOL_VERSION, type HandoffEvent, type ThreadEvent } from '@kefu/protocol';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, waitFor } from '@kefu/testing';
import { createKefuServer, loadConfig, sendText, type Agent, type KefuServer } from '@kefu/server';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SCREENSHOTS = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));

/** Saves docs/screenshots/<name>.png when regenerating them: `KEFU_SCREENSHOTS=1 pnpm exec vitest run --project console`. */
export async function snap(page: { screenshot(options: { path: string }): Promise<unknown> }, name: string): Promise<void> {
  if (process.env.KEFU_SCREENSHOTS === '1') await page.screenshot({ path: `${SCREENSHOTS}${name}.png` });
}

function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/** Builds the console into dist when its sources are newer than the build. */
export async function buildConsoleOnce(): Promise<void> {
  const built = join(ROOT, 'dist/index.html');
  const sources = Math.max(newest(join(ROOT, 'src')), newest(join(ROOT, '../protocol/src')), statSync(join(ROOT, 'index.html')).mtimeMs);
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn' });
}

/** The Kefu test server (scripted agent unless `scripted: false`), Chromium and one desk page (1440 × 860, zh-CN); the caller closes them. */
export async function startDesk({ scripted = true } = {}): Promise<{ server: KefuServer; url: string; browser: Browser; page: Page }> {
  await buildConsoleOnce();
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
  const server = await createKefuServer(scripted ? { config, agent: scriptedAgent() } : { config });
  const url = await server.listen();
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1440, height: 860 }, locale: 'zh-CN' });
  return { server, url, browser, page };
}

/** A shopper's page (1100 × 820) and an agent's desk (1440 × 860), each in its own context as two people's browsers. */
async function openShopAndDesk(browser: Browser, locale: string): Promise<{ shop: Page; desk: Page }> {
  const shop = await (await browser.newContext({ viewport: { width: 1100, height: 820 }, locale })).newPage();
  const desk = await (await browser.newContext({ viewport: { width: 1440, height: 860 }, locale })).newPage();
  return { shop, desk };
}

/** Serves shopHtml at /shop.html, listens, and opens a shop and a desk page in a new Chromium; the caller closes them. */
export async function startShopAndDesk(
  server: KefuServer,
  shopHtml: string,
  locale: string,
): Promise<{ url: string; browser: Browser; shop: Page; desk: Page }> {
  server.routes.add('GET', '/shop.html', (_request, response) => sendText(response, 200, shopHtml, { 'content-type': 'text/html; charset=utf-8' }));
  const url = await server.listen();
  const browser = await launchChromium();
  return { url, browser, ...(await openShopAndDesk(browser, locale)) };
}

/** An image's natural size once loaded, [0, 0] before. */
export const naturalSize = (image: HTMLImageElement) => (image.complete ? [image.naturalWidth, image.naturalHeight] : [0, 0]);

/** Opens the console at url and submits the agent's token on its sign-in form. */
export async function signInAgent(page: Page, url: string, token: string): Promise<void> {
  await page.goto(`${url}/console/`);
  await page.locator('kc-sign-in input').fill(token);
  await page.locator('kc-sign-in button[type=submit]').click();
}

/** Opens the widget on the test shop page, asks for a person and waits for the assistant's hand-off reply. */
export async function askForPerson(shop: Page, url: string, text = '转人工'): Promise<void> {
  await shop.goto(`${url}/shop.html`);
  await shop.locator('kefu-launcher button').click();
  await shop.locator('kefu-composer textarea').fill(text);
  await shop.keyboard.press('Enter');
  await shop.locator('kefu-message').filter({ hasText: '正在为您转接人工客服' }).waitFor();
}

/** Opens the first conversation in the desk's queue and claims it. */
export async function claimFirstInQueue(desk: Page): Promise<void> {
  await desk.locator('kc-queue button[data-thread]').first().click();
  await desk.locator('kc-conversation button[data-action=claim]').click();
}

/** Hands off on "转人工", opens a return prompt on "退货", answers "AI: <text>" otherwise. */
export function scriptedAgent(): Agent {
  return {
    async runTurn(request, output) {
      const text = request.messages.map((message) => message.text).join(' / ');
      if (text.includes('转人工')) {
        await output.emit({ event: 'message:done', message: { role: 'assistant', text: '好的，正在为您转接人工客服，请稍候。' } });
        await output.emit({ event: 'handoff', state: 'queued', reason: 'requested' });
      } else if (text.includes('退货')) {
        await output.emit({ event: 'message:done', message: { role: 'assistant', text: '可以的，我来帮您办理退货。' } });
        await output.emit({
          event: 'interrupt:open',
          interrupt: { interruptId: 'return-1', kind: 'text', prompt: '请提供需要退货的订单号', workflow: { name: 'return', title: '退货', step: 1, of: 3 } },
        });
      } else {
        await output.emit({ event: 'message:done', message: { role: 'assistant', text: `AI: ${text}` } });
      }
    },
    async replyToInterrupt(request, output) {
      const value = request.reply.action === 'answer' ? request.reply.value : request.reply.action;
      await output.emit({ event: 'message:done', message: { role: 'assistant', text: `已记录订单号 ${value}，请选择退货原因。` } });
    },
    async cancel() {},
  };
}

/** A shopper's tab over socket.io-client: hello, send, and every stored event it receives. */
export class Shopper {
  readonly events: ThreadEvent[] = [];
  threadId = '';

  private constructor(readonly socket: Socket) {
    for (const name of ['message:done', 'interrupt:open', 'interrupt:closed', 'handoff'] as const) {
      socket.on(name, (data: ThreadEvent['data']) => this.events.push({ event: name, data } as ThreadEvent));
    }
  }

  static async connect(url: string, locale: 'zh-CN' | 'en' = 'zh-CN'): Promise<Shopper> {
    const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: { origin: 'http://localhost:5173' } });
    const shopper = new Shopper(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const ack = await socket.timeout(10_000).emitWithAck('session:hello', { protocolVersion: PROTOCOL_VERSION, siteKey: 'demo', locale });
    shopper.threadId = ack.threadId;
    return shopper;
  }

  async say(text: string): Promise<void> {
    await this.socket.timeout(10_000).emitWithAck('message:send', { clientMsgId: crypto.randomUUID(), text });
  }

  async waitForMessage(predicate: (message: { role: string; text: string; author?: string }) => boolean): Promise<void> {
    await waitFor('a message', () => this.events.some((event) => event.event === 'message:done' && predicate(event.data.message)), 15_000, 10);
  }

  async waitForHandoff(state: HandoffEvent['state']): Promise<HandoffEvent> {
    await waitFor(`handoff ${state}`, () => this.events.some((event) => event.event === 'handoff' && event.data.state === state), 15_000, 10);
    return this.events.findLast((event) => event.event === 'handoff' && event.data.state === state)!.data as HandoffEvent;
  }

  close(): void {
    this.socket.close();
  }
}
