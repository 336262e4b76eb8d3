import { io, type Socket } from 'socket.io-client';
import { SignJWT } from 'jose';
import { PROTOCOL_VERSION, type Locale, type Message } from '@kefu/protocol';
import { waitFor } from '@kefu/testing';
import { DEMO_SITE } from '../../src/config.js';

/** Signs an identity token as the demo site's backend would (HS256, `sub` = customer id). */
export async function demoIdentity(customerId: string): Promise<string> {
  return new SignJWT({ name: 'Demo' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(customerId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + 600)
    .sign(new TextEncoder().encode(DEMO_SITE.identitySecret));
}

/** A shopper's widget over a real socket: records stored events and streamed deltas. */
export class SocketShopper {
  readonly messages: Message[] = [];
  readonly handoffs: Array<{ state: string; reason: string }> = [];
  readonly deltas: Array<{ messageId: string; text: string }> = [];
  private constructor(readonly socket: Socket) {
    socket.on('message:done', (data: { message: Message }) => this.messages.push(data.message));
    socket.on('handoff', (data: { state: string; reason: string }) => this.handoffs.push(data));
    socket.on('message:delta', (data: { messageId: string; text: string }) => this.deltas.push(data));
  }

  /** Connects and says hello on the demo site. */
  static async open(url: string, options: { locale?: Locale; identity?: string } = {}): Promise<SocketShopper> {
    const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: { origin: 'http://localhost:5173' } });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const shopper = new SocketShopper(socket);
    const ack = await socket.emitWithAck('session:hello', {
      protocolVersion: PROTOCOL_VERSION,
      siteKey: 'demo',
      locale: options.locale ?? 'zh-CN',
      ...(options.identity ? { identity: options.identity } : {}),
    });
    if (!ack.ok) throw new Error(`hello refused: ${JSON.stringify(ack.error)}`);
    return shopper;
  }

  /** Sends a message and waits for the assistant's reply (or a handoff). */
  async ask(text: string): Promise<Message> {
    const before = this.messages.filter((m) => m.role === 'assistant').length;
    const ack = await this.socket.emitWithAck('message:send', { clientMsgId: crypto.randomUUID(), text });
    if (!ack.ok) throw new Error(`send refused: ${JSON.stringify(ack.error)}`);
    await waitFor(`an answer to "${text}"`, () => this.messages.filter((m) => m.role === 'assistant').length > before, 10_000, 5);
    return this.messages.filter((m) => m.role === 'assistant').at(-1)!;
  }

  close(): void {
    this.socket.close();
  }
}
