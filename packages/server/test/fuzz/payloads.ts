import fc from 'fast-check';
import { LIMITS, PROTOCOL_VERSION } from '@kefu/protocol';

/** The events a shopper's socket may send. */
export const CLIENT_EVENTS = ['session:hello', 'message:send', 'interrupt:reply', 'conversation:cancel', 'typing', 'feedback'] as const;

// socket.io-client refuses to emit these itself, so they never reach the wire.
const RESERVED = new Set(['connect', 'connect_error', 'disconnect', 'disconnecting', 'newListener', 'removeListener']);

/** One generated emit: an event name and its arguments (the ack callback is added when sending). */
export interface FuzzEmit {
  event: string;
  args: unknown[];
  /** Whether to send it with an ack callback. */
  withAck: boolean;
}

const nested = (depth: number, leaf: unknown, asArray: boolean): unknown => {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = asArray ? [value] : { a: value };
  return value;
};

const polluting = fc.constantFrom<unknown>(
  JSON.parse('{"__proto__":{"polluted":"yes"}}'),
  JSON.parse(`{"protocolVersion":"${PROTOCOL_VERSION}","siteKey":"demo","locale":"en","__proto__":{"polluted":"yes","isAdmin":true}}`),
  JSON.parse('{"clientMsgId":"00000000-0000-4000-8000-000000000000","text":"hi","__proto__":{"polluted":"yes"}}'),
  JSON.parse('{"constructor":{"prototype":{"polluted":"yes"}}}'),
  JSON.parse('{"context":{"__proto__":{"polluted":"yes"}},"clientMsgId":"00000000-0000-4000-8000-000000000001","text":"x"}'),
  JSON.parse('{"interruptId":"i1","action":"submit","values":{"__proto__":{"polluted":"yes"},"constructor":"x","prototype":"y"}}'),
  { toString: 'not a function', valueOf: 1, hasOwnProperty: 'no' },
);

const weirdNumber = fc.constantFrom(
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  -0,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 64,
  -1,
  0.5,
  5e-324,
);

const huge = fc.oneof(
  fc.integer({ min: LIMITS.maxTextLength, max: LIMITS.maxPayloadBytes * 5 }).map((length) => ({ clientMsgId: crypto.randomUUID(), text: 'x'.repeat(length) })),
  fc.integer({ min: 1000, max: 20_000 }).map((count) => Array.from({ length: count }, (_, index) => index)),
  fc.integer({ min: 100, max: 5000 }).map((count) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${index}`, index]))),
  fc.integer({ min: 1, max: 3000 }).map((length) => '文'.repeat(length * 10)),
);

const deep = fc
  .tuple(fc.integer({ min: LIMITS.maxDepth, max: 1500 }), fc.boolean(), fc.anything({ maxDepth: 1 }))
  .map(([depth, asArray, leaf]) => nested(depth, leaf, asArray));

const binary = fc.oneof(
  fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
  fc.uint8Array({ maxLength: 256 }).map((bytes) => ({ clientMsgId: crypto.randomUUID(), text: Buffer.from(bytes) })),
  fc.uint8Array({ maxLength: 256 }).map((bytes) => ({ protocolVersion: PROTOCOL_VERSION, siteKey: Buffer.from(bytes), locale: 'en' })),
);

// Shapes close to valid ones, with one field replaced by anything: what a buggy client sends.
const validLike = fc.oneof(
  fc.record(
    {
      protocolVersion: fc.constantFrom(PROTOCOL_VERSION, '0.9', '99'),
      siteKey: fc.constantFrom('demo', 'nope', ''),
      locale: fc.constantFrom('zh-CN', 'en', 'fr', 'xx-YY'),
      lastSeq: fc.option(fc.oneof(fc.integer({ min: -5, max: 5 }), weirdNumber), { nil: undefined }),
      threadId: fc.option(fc.string({ maxLength: 140 }), { nil: undefined }),
    },
    { requiredKeys: ['protocolVersion', 'siteKey', 'locale'] },
  ),
  fc.record(
    {
      clientMsgId: fc.oneof(fc.uuid(), fc.string({ maxLength: 40 })),
      text: fc.oneof(fc.string({ maxLength: 80 }), fc.constant('')),
      context: fc.option(fc.anything({ maxDepth: 3 }), { nil: undefined }),
    },
    { requiredKeys: ['clientMsgId', 'text'] },
  ),
  fc.record(
    {
      interruptId: fc.string({ maxLength: 20 }),
      action: fc.constantFrom('answer', 'submit', 'approve', 'reject', 'upload', 'skip', 'cancel', 'explode'),
      value: fc.anything({ maxDepth: 2 }),
      values: fc.anything({ maxDepth: 2 }),
      files: fc.anything({ maxDepth: 2 }),
    },
    { requiredKeys: ['interruptId', 'action'] },
  ),
  fc.record({
    rating: fc.oneof(fc.integer({ min: -3, max: 8 }), weirdNumber, fc.string()),
    comment: fc.option(fc.string({ maxLength: 2000 }), { nil: undefined }),
    seq: fc.option(fc.anything({ maxDepth: 1 }), { nil: undefined }),
  }),
  fc.record({ active: fc.anything({ maxDepth: 1 }) }),
  fc.record({ reason: fc.anything({ maxDepth: 1 }) }),
  fc
    .tuple(fc.constantFrom('protocolVersion', 'siteKey', 'clientMsgId', 'text', 'interruptId', 'action', 'rating', 'active'), fc.anything({ maxDepth: 2 }))
    .map(([key, value]) => ({ [key]: value })),
);

const payload = fc.oneof(
  { arbitrary: fc.anything({ maxDepth: 4, withBigInt: false, withNullPrototype: true, withObjectString: true }), weight: 4 },
  { arbitrary: validLike, weight: 6 },
  { arbitrary: polluting, weight: 2 },
  { arbitrary: weirdNumber, weight: 1 },
  { arbitrary: huge, weight: 1 },
  { arbitrary: deep, weight: 1 },
  { arbitrary: binary, weight: 2 },
  { arbitrary: fc.string({ maxLength: 200 }), weight: 1 },
);

const eventName = fc
  .oneof(
    { arbitrary: fc.constantFrom(...CLIENT_EVENTS), weight: 8 },
    {
      arbitrary: fc.constantFrom(
        'message:done',
        'error',
        'agent:status',
        'interrupt:open',
        'agent:claim',
        '__proto__',
        'constructor',
        'toString',
        'hasOwnProperty',
        '',
      ),
      weight: 1,
    },
    { arbitrary: fc.string({ maxLength: 80 }), weight: 1 },
  )
  .filter((name) => !RESERVED.has(name));

// Well-formed emits, so acks that succeed (and NO_SESSION before hello) are exercised too.
const validEmit: fc.Arbitrary<FuzzEmit> = fc
  .oneof(
    fc
      .constantFrom('zh-CN', 'en')
      .map((locale) => ({ event: 'session:hello', args: [{ protocolVersion: PROTOCOL_VERSION, siteKey: 'demo', locale }], withAck: true })),
    fc
      .tuple(
        fc.uuid({ version: 4 }),
        fc.string({ minLength: 1, maxLength: 60 }).filter((text) => text.trim() !== ''),
      )
      .map(([clientMsgId, text]) => ({ event: 'message:send', args: [{ clientMsgId, text }], withAck: true })),
    fc.boolean().map((active) => ({ event: 'typing', args: [{ active }], withAck: true })),
    fc.integer({ min: 1, max: 5 }).map((rating) => ({ event: 'feedback', args: [{ rating }], withAck: true })),
    fc.constant({ event: 'conversation:cancel', args: [{}], withAck: true }),
    fc
      .string({ minLength: 1, maxLength: 20 })
      .map((interruptId) => ({ event: 'interrupt:reply', args: [{ interruptId: interruptId.replace(/[^\w-]/g, 'x'), action: 'approve' }], withAck: true })),
  )
  .map((emit) => emit as FuzzEmit);

const randomEmit: fc.Arbitrary<FuzzEmit> = fc
  .record({
    event: eventName,
    args: fc.oneof(
      { arbitrary: fc.tuple(payload), weight: 8 },
      { arbitrary: fc.constant([]), weight: 1 },
      { arbitrary: fc.array(payload, { minLength: 2, maxLength: 3 }), weight: 1 },
    ),
    withAck: fc.integer({ min: 0, max: 9 }).map((roll) => roll !== 0),
  })
  .map(({ event, args, withAck }): FuzzEmit => ({ event, args: [...args], withAck }));

/** A generated emit: known and random event names, 0–3 arguments of every bad shape, with or without an ack. */
export const fuzzEmit: fc.Arbitrary<FuzzEmit> = fc.oneof({ arbitrary: randomEmit, weight: 9 }, { arbitrary: validEmit, weight: 1 });
