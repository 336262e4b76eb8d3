import { io, type Socket } from 'socket.io-client';
import {
  AGENT_CONSOLE_NAMESPACE,
  type ConsoleAck,
  type ConsoleEventName,
  type QueueUpdated,
  type ThreadEventNotice,
  type ThreadTypingNotice,
} from '@kefu/protocol';
import { waitFor } from '@kefu/testing';

/** A signed-in agent console, as the Lit console drives the namespace. */
export class ConsoleClient {
  readonly updates: QueueUpdated[] = [];
  readonly events: ThreadEventNotice[] = [];
  readonly typing: ThreadTypingNotice[] = [];

  private constructor(readonly socket: Socket) {
    socket.on('queue:updated', (update: QueueUpdated) => this.updates.push(update));
    socket.on('thread:event', (notice: ThreadEventNotice) => this.events.push(notice));
    socket.on('thread:typing', (notice: ThreadTypingNotice) => this.typing.push(notice));
  }

  /** Connects with `token` (none when undefined) and extra handshake headers; rejects with the handshake error when refused. */
  static async connect(url: string, token: string | undefined, headers: Record<string, string> = {}): Promise<ConsoleClient> {
    const socket = io(`${url}${AGENT_CONSOLE_NAMESPACE}`, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: headers,
      ...(token === undefined ? {} : { auth: { token } }),
    });
    const client = new ConsoleClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (error) => {
        socket.close();
        reject(error);
      });
    });
    return client;
  }

  /** Emits a console event and resolves with its ack. */
  request<E extends ConsoleEventName>(event: E, payload: unknown): Promise<ConsoleAck<E>> {
    return this.socket.timeout(10_000).emitWithAck(event, payload) as Promise<ConsoleAck<E>>;
  }

  /** Waits until the latest queue update satisfies `predicate`. */
  async waitForQueue(what: string, predicate: (update: QueueUpdated) => boolean): Promise<QueueUpdated> {
    await waitFor(what, () => this.updates.length > 0 && predicate(this.updates.at(-1)!), 10_000, 5);
    return this.updates.at(-1)!;
  }

  close(): void {
    this.socket.disconnect();
  }
}
