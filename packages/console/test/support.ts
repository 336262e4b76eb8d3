import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { io, type Socket } from 'socket.io-client';
import { PROTOCOL_VERSION, type HandoffEvent, type ThreadEvent } from '@kefu/protocol';
import { waitFor } from '@kefu/testing';
import type { Agent } from '@kefu/server';

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
