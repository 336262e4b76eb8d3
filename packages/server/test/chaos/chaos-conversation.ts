import { isDeepStrictEqual } from 'node:util';
import { io, type Socket } from 'socket.io-client';
import { PROTOCOL_VERSION, type ThreadEvent } from '@kefu/protocol';

/** A shopper with an order of their own that can be returned (delivered within 7 days; see chaos-shop.ts). */
export interface ChaosShopper {
  customerId: string;
  orderId: string;
  identity: string;
}

/** How a conversation ended. */
export type ChaosOutcome = 'completed' | 'cancelled' | 'expired' | 'unfinished';

/** What the shopper does with the workflow: finish it, cancel it at the second prompt, or walk away from it there. */
export type ChaosScript = 'complete' | 'cancel' | 'abandon';

const STORED = ['message:done', 'interrupt:open', 'interrupt:closed', 'handoff'] as const;
const ACK_TIMEOUT_MS = 10_000;
const STALL_MS = 10_000;

/**
 * One scripted shopper: asks a knowledge question, then returns an order through every typed prompt
 * (or cancels at the reason step, or stops answering there until the prompt expires), reconnecting to any live server with its threadId and lastSeq after
 * every fault, and retrying each send with the same clientMsgId until it is acknowledged.
 * Records everything it was delivered so the log can be checked afterwards.
 */
export class ChaosConversation {
  threadId: string | undefined;
  resumeToken: string | undefined;
  lastSeq = 0;
  /** Stored events rendered, in order: must end up equal to the server's log. */
  readonly rendered: ThreadEvent[] = [];
  /** Every ok ack per clientMsgId (a retry must name the same seq). */
  readonly acks = new Map<string, number[]>();
  readonly anomalies: string[] = [];
  readonly stats = { connects: 0, helloFailures: 0, redeliveries: 0, liveGaps: 0, retries: 0, stalls: 0, reasks: 0 };
  outcome: ChaosOutcome = 'unfinished';
  #socket: Socket | undefined;
  #ready = false;
  #answered = new Set<number>();
  #wake: (() => void) | undefined;
  readonly #messages: Array<{ clientMsgId: string; text: string; kind: 'question' | 'request' }>;
  readonly #question: string;
  #stalls = 0;

  constructor(
    readonly name: string,
    readonly shopper: ChaosShopper,
    /** What the shopper does with the workflow. */
    readonly script: ChaosScript,
    readonly pickServer: () => string | undefined,
    /** A shopper's pause before each action, so faults land mid-conversation. */
    readonly thinkMs: [min: number, max: number] = [0, 0],
  ) {
    // A knowledge question (Meilisearch, or the embedded index while it is down) before the workflow.
    this.#question = Math.random() < 0.5 ? '支持哪些支付方式？' : '手机保修多久？';
    this.#messages = [
      { clientMsgId: crypto.randomUUID(), text: this.#question, kind: 'question' },
      { clientMsgId: crypto.randomUUID(), text: '我要退货', kind: 'request' },
    ];
  }

  /** The messages this shopper sends. */
  get messages(): ReadonlyArray<{ clientMsgId: string; text: string; kind: 'question' | 'request' }> {
    return this.#messages;
  }

  /** Drives the conversation until it ends or `deadline` (epoch ms). */
  async run(deadline: number): Promise<void> {
    let progressAt = Date.now();
    let seen = 0;
    while (this.outcome === 'unfinished' && Date.now() < deadline) {
      try {
        await this.#ensureSession();
        if (this.rendered.length !== seen) {
          seen = this.rendered.length;
          progressAt = Date.now();
          this.#stalls = 0;
        }
        this.outcome = this.#outcome();
        if (this.outcome !== 'unfinished') break;
        const step = this.#next();
        if (step === 'wait') {
          if (Date.now() - progressAt > STALL_MS && !this.#walkedAway()) {
            // Nothing for a while: reconnect first (a resumed hello reruns turns a dead process never
            // finished); still nothing, and the shopper asks again, as a person would (a turn that
            // failed, e.g. while Redis was down, showed an unstored error and is not rerun).
            this.stats.stalls += 1;
            this.#stalls += 1;
            progressAt = Date.now();
            if (this.#stalls >= 2) this.#askAgain();
            this.#drop();
            continue;
          }
          await this.#changed(1000);
        } else {
          await new Promise((resolve) => setTimeout(resolve, this.thinkMs[0] + Math.random() * (this.thinkMs[1] - this.thinkMs[0])));
          await step();
        }
      } catch {
        this.#drop();
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 300));
      }
    }
    this.#drop();
  }

  /** Where the conversation stands, for a report. */
  describe(): string {
    const tail = this.rendered.slice(-3).map((event) => {
      if (event.event === 'message:done') return `${event.data.seq} ${event.data.message.role}: ${event.data.message.text.slice(0, 24)}`;
      if (event.event === 'interrupt:open')
        return `${event.data.seq} open ${event.data.interrupt.kind}${this.#answered.has(event.data.seq) ? ' (answered)' : ''}`;
      if (event.event === 'interrupt:closed') return `${event.data.seq} closed ${event.data.reason}`;
      return `${event.data.seq} ${event.event}`;
    });
    const acked = this.#messages.map((message) => (this.acks.has(message.clientMsgId) ? 'acked' : 'not acked')).join('/');
    return `messages ${acked}; last events: ${tail.join(' | ')}`;
  }

  /** Stops using the socket. */
  close(): void {
    this.#drop();
  }

  #outcome(): ChaosOutcome {
    for (const event of this.rendered) {
      if (event.event === 'message:done' && event.data.message.parts?.some((part) => part.type === 'receipt')) return 'completed';
    }
    const closed = this.rendered.filter((event) => event.event === 'interrupt:closed');
    const last = closed.at(-1);
    if (last?.event === 'interrupt:closed' && last.data.reason !== 'answered' && !this.#openPrompt()) {
      // Ended once the workflow's closing message followed the close.
      const after = this.rendered.slice(this.rendered.indexOf(last) + 1);
      // The chaos scripts never ask for another workflow: a switch counts as the old one ending cancelled.
      if (after.some((event) => event.event === 'message:done' && event.data.message.role === 'assistant'))
        return last.data.reason === 'switched' ? 'cancelled' : last.data.reason;
    }
    return 'unfinished';
  }

  #openPrompt() {
    const closed = new Set(this.rendered.flatMap((event) => (event.event === 'interrupt:closed' ? [event.data.interruptId] : [])));
    const open = this.rendered.findLast((event) => event.event === 'interrupt:open');
    return open?.event === 'interrupt:open' && !closed.has(open.data.interrupt.interruptId) ? open : undefined;
  }

  /** An abandoning shopper at the prompt it walks away from: silence is the point, not a stall. */
  #walkedAway(): boolean {
    const open = this.#openPrompt();
    return this.script === 'abandon' && open?.event === 'interrupt:open' && (open.data.interrupt.workflow?.step ?? 0) >= 2;
  }

  #answeredAfter(seq: number): boolean {
    return this.rendered.some((event) => event.event === 'message:done' && event.data.message.role === 'assistant' && event.data.seq > seq);
  }

  #askAgain(): void {
    const question = this.#messages.findLast((message) => message.kind === 'question')!;
    const questionSeq = this.acks.get(question.clientMsgId)?.[0];
    if (questionSeq !== undefined && !this.#answeredAfter(questionSeq)) {
      this.stats.reasks += 1;
      this.#messages.splice(this.#messages.indexOf(question) + 1, 0, { clientMsgId: crypto.randomUUID(), text: this.#question, kind: 'question' });
      return;
    }
    const request = this.#messages.findLast((message) => message.kind === 'request')!;
    const open = this.#openPrompt();
    if (open?.event === 'interrupt:open') {
      // Answer the open prompt again: INTERRUPT_CLOSED if the earlier answer went through.
      this.#answered.delete(open.data.seq);
      return;
    }
    if (this.acks.has(request.clientMsgId)) {
      this.stats.reasks += 1;
      this.#messages.push({ clientMsgId: crypto.randomUUID(), text: request.text, kind: 'request' });
    }
  }

  #next(): 'wait' | (() => Promise<void>) {
    const question = this.#messages.findLast((message) => message.kind === 'question')!;
    const request = this.#messages.findLast((message) => message.kind === 'request')!;
    if (!this.acks.has(question.clientMsgId)) return () => this.#send(question);
    const questionSeq = this.acks.get(question.clientMsgId)![0]!;
    if (!this.#answeredAfter(questionSeq)) return 'wait';
    if (!this.acks.has(request.clientMsgId)) return () => this.#send(request);
    const open = this.#openPrompt();
    if (!open || open.event !== 'interrupt:open' || this.#answered.has(open.data.seq)) return 'wait';
    const prompt = open.data.interrupt;
    const step = prompt.workflow?.step ?? 0;
    if (this.script === 'abandon' && step >= 2) return 'wait';
    let reply: Record<string, unknown>;
    if (this.script === 'cancel' && step >= 2) reply = { action: 'cancel' };
    else if (prompt.kind === 'text') reply = { action: 'answer', value: this.shopper.orderId };
    // Step 1 of a signed-in shopper lists their (at most 5 newest) orders: this shopper answers with its own fresh order,
    // offered or not, never another's of the same customer.
    else if (prompt.kind === 'choice') reply = { action: 'answer', value: step === 1 ? this.shopper.orderId : prompt.options![0]!.value };
    else if (prompt.kind === 'upload') reply = { action: 'skip' };
    else if (prompt.kind === 'confirm') reply = { action: 'approve' };
    else reply = { action: 'cancel' };
    return async () => {
      const ack = (await this.#request('interrupt:reply', { interruptId: prompt.interruptId, ...reply })) as { ok: boolean; error?: { code: string } };
      // INTERRUPT_CLOSED: an earlier try went through before the fault hid its ack.
      if (ack.ok || ack.error?.code === 'INTERRUPT_CLOSED') this.#answered.add(open.data.seq);
      else if (
        ack.error?.code !== 'RATE_LIMITED' &&
        ack.error?.code !== 'UNAVAILABLE' &&
        ack.error?.code !== 'OVERLOADED' &&
        ack.error?.code !== 'INTERNAL' &&
        ack.error?.code !== 'CONFLICT'
      ) {
        this.anomalies.push(`${this.name}: reply refused ${JSON.stringify(ack)}`);
        this.#answered.add(open.data.seq);
      } else this.stats.retries += 1;
    };
  }

  async #send(message: { clientMsgId: string; text: string }): Promise<void> {
    const payload = { clientMsgId: message.clientMsgId, text: message.text };
    const ack = (await this.#request('message:send', payload)) as { ok: boolean; seq?: number; error?: { code: string; retryable: boolean } };
    if (ack.ok) {
      this.acks.set(message.clientMsgId, [...(this.acks.get(message.clientMsgId) ?? []), ack.seq!]);
      // Ask again with the same id once in a while: it must name the same seq and store nothing.
      if (Math.random() < 0.3) {
        const again = (await this.#request('message:send', payload)) as { ok: boolean; seq?: number; duplicate?: boolean };
        if (again.ok) {
          this.acks.get(message.clientMsgId)!.push(again.seq!);
          if (!again.duplicate) this.anomalies.push(`${this.name}: a retried clientMsgId was not a duplicate`);
        }
      }
    } else if (ack.error?.retryable) this.stats.retries += 1;
    else this.anomalies.push(`${this.name}: message refused ${JSON.stringify(ack)}`);
  }

  async #request(event: string, payload: unknown): Promise<unknown> {
    const socket = this.#socket;
    if (!socket || !this.#ready) throw new Error('no session');
    return socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, payload);
  }

  async #ensureSession(): Promise<void> {
    if (this.#socket?.connected && this.#ready) return;
    this.#drop();
    const url = this.pickServer();
    if (!url) throw new Error('no live server');
    const socket = io(url, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: 5000,
      extraHeaders: { origin: 'http://localhost:5173' },
    });
    this.#socket = socket;
    for (const name of STORED) socket.on(name, (data: ThreadEvent['data']) => this.#live({ event: name, data } as ThreadEvent));
    socket.on('disconnect', () => {
      this.#ready = false;
      this.#wake?.();
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    this.stats.connects += 1;
    const ack = (await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('session:hello', {
      protocolVersion: PROTOCOL_VERSION,
      siteKey: 'demo',
      locale: 'zh-CN',
      identity: this.shopper.identity,
      ...(this.threadId ? { threadId: this.threadId, lastSeq: this.lastSeq, ...(this.resumeToken ? { resumeToken: this.resumeToken } : {}) } : {}),
    })) as { ok: true; threadId: string; resumeToken?: string; replay: ThreadEvent[]; truncated: boolean } | { ok: false; error: { code: string } };
    if (!ack.ok) {
      this.stats.helloFailures += 1;
      throw new Error(`hello refused: ${ack.error.code}`);
    }
    if (this.threadId && ack.threadId !== this.threadId) this.anomalies.push(`${this.name}: resumed into another thread`);
    if (ack.truncated) this.anomalies.push(`${this.name}: replay truncated`);
    if (ack.threadId !== this.threadId) this.resumeToken = ack.resumeToken;
    this.threadId = ack.threadId;
    for (const event of ack.replay) this.#render(event, 'replay');
    this.#ready = true;
  }

  #live(event: ThreadEvent): void {
    // Live events before the hello ack are covered by its replay (as in the widget).
    if (this.#ready) this.#render(event, 'live');
  }

  #render(event: ThreadEvent, via: 'live' | 'replay'): void {
    const seq = event.data.seq;
    if (seq <= this.lastSeq) {
      this.stats.redeliveries += 1;
      const earlier = this.rendered.find((rendered) => rendered.data.seq === seq);
      if (!isDeepStrictEqual(earlier, event)) this.anomalies.push(`${this.name}: seq ${seq} delivered twice with different content (${via})`);
      return;
    }
    if (seq !== this.lastSeq + 1) {
      if (via === 'replay') this.anomalies.push(`${this.name}: replay skipped from ${this.lastSeq} to ${seq}`);
      // A live event past a gap: resync through hello, which replays what is missing.
      this.stats.liveGaps += 1;
      this.#drop();
      return;
    }
    this.rendered.push(event);
    this.lastSeq = seq;
    this.#wake?.();
  }

  #changed(timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, timeoutMs);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.#wake = done;
    });
  }

  #drop(): void {
    this.#ready = false;
    const socket = this.#socket;
    this.#socket = undefined;
    if (socket) {
      socket.removeAllListeners();
      socket.disconnect();
    }
  }
}
