import type { Message, QuickRepliesPart } from '@kefu/protocol';
import { waitFor } from '@kefu/testing';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { createKefuServer, type KefuServer } from '../../src/create-kefu-server.js';
import { SocketShopper } from '../agent/socket-shopper.js';

/** A demo-shop server and the shoppers it opened. */
export interface DemoServer {
  server: KefuServer;
  /** Where it listens (for an agent console). */
  url: string;
  /** Opens a shopper's socket (zh-CN unless told). */
  open(options?: Parameters<typeof SocketShopper.open>[1]): Promise<SocketShopper>;
  close(): Promise<void>;
}

/** Starts the demo shop's server on a free port, offline (rules path). */
export async function startDemoServer(): Promise<DemoServer> {
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
  const server = await createKefuServer({ config, logger: createLogger('silent') });
  const url = await server.listen();
  const shoppers: SocketShopper[] = [];
  return {
    server,
    url,
    open: async (options) => {
      const shopper = await SocketShopper.open(url, options);
      shoppers.push(shopper);
      return shopper;
    },
    async close() {
      for (const shopper of shoppers) shopper.close();
      await server.close();
    },
  };
}

/** The texts of a message's quick replies (empty when it has none). */
export function chipsOf(message: Message): string[] {
  const part = message.parts?.find((p): p is QuickRepliesPart => p.type === 'quick_replies');
  return part?.replies.map((reply) => reply.text) ?? [];
}

/** Sends a message from a product page (the widget's `context.productId`) and waits for the reply. */
export async function askOnProductPage(shopper: SocketShopper, text: string, productId: string): Promise<Message> {
  const before = shopper.messages.filter((m) => m.role === 'assistant').length;
  const ack = await shopper.socket.emitWithAck('message:send', { clientMsgId: crypto.randomUUID(), text, context: { productId } });
  if (!ack.ok) throw new Error(`send refused: ${JSON.stringify(ack.error)}`);
  await waitFor(`an answer to "${text}"`, () => shopper.messages.filter((m) => m.role === 'assistant').length > before, 10_000, 5);
  return shopper.messages.filter((m) => m.role === 'assistant').at(-1)!;
}
