import type { Agent } from '../../../src/ports/agent.js';

/** Answers every turn with one message naming what it received, like the placeholder agent. */
export function echoAgent(): Agent & { turns: string[][] } {
  const turns: string[][] = [];
  return {
    turns,
    async runTurn(request, output) {
      const texts = request.messages.map((message) => message.text);
      turns.push(texts);
      await output.emit({ event: 'message:done', message: { role: 'assistant', text: `echo: ${texts.join(' / ')}` } });
    },
    async replyToInterrupt(request, output) {
      await output.emit({ event: 'message:done', message: { role: 'assistant', text: `got ${request.reply.action}` } });
    },
    async cancel() {},
  };
}

/** Opens a confirm prompt when asked ("ask"), so tests can answer it. */
export function promptingAgent(): Agent & { replies: string[] } {
  const replies: string[] = [];
  let next = 0;
  return {
    replies,
    async runTurn(request, output) {
      if (request.messages.some((message) => message.text === 'ask')) {
        next += 1;
        await output.emit({
          event: 'interrupt:open',
          interrupt: { interruptId: `i${next}`, kind: 'confirm', prompt: 'Submit?', summary: [{ label: 'Order', value: 'KF1' }] },
        });
        return;
      }
      await output.emit({ event: 'message:done', message: { role: 'assistant', text: 'ok' } });
    },
    async replyToInterrupt(request, output) {
      replies.push(`${request.interrupt.interruptId}:${request.reply.action}`);
      await output.emit({ event: 'message:done', message: { role: 'assistant', text: `done ${request.interrupt.interruptId}` } });
    },
    async cancel() {},
  };
}

/** Holds each turn until released, to send messages while a turn runs. */
export function gatedAgent(): Agent & { turns: string[][]; release(): void; started: () => number } {
  const turns: string[][] = [];
  let waiting: Array<() => void> = [];
  let started = 0;
  return {
    turns,
    started: () => started,
    release() {
      const all = waiting;
      waiting = [];
      for (const resolve of all) resolve();
    },
    async runTurn(request, output) {
      started += 1;
      turns.push(request.messages.map((message) => message.text));
      await new Promise<void>((resolve) => waiting.push(resolve));
      await output.emit({ event: 'message:done', message: { role: 'assistant', text: `answered ${request.messages.length}` } });
    },
    async replyToInterrupt() {},
    async cancel() {},
  };
}

/** Throws on "boom", answers otherwise. */
export function failingAgent(): Agent {
  return {
    async runTurn(request, output) {
      if (request.messages.some((message) => message.text === 'boom')) throw new Error('agent exploded');
      await output.emit({ event: 'message:done', message: { role: 'assistant', text: 'fine' } });
    },
    async replyToInterrupt() {},
    async cancel() {},
  };
}
