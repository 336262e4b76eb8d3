import { describe, expect, it } from 'vitest';
import { messagePartSchema } from './parts.js';
import { interruptReplySchema } from './interrupts.js';
import { parseEvent } from './parse-event.js';

const uploadId = 'up_0b6f8a52-8f0e-4b8e-9d8a-3b4a7b1c2d3e';

describe('uploads in the protocol', () => {
  it('a file part names an upload and an accepted media type, and never a link', () => {
    const part = { type: 'file', uploadId, mediaType: 'image/jpeg', name: 'crack.jpg', size: 48_211 };
    expect(messagePartSchema.safeParse(part).success).toBe(true);
    expect(messagePartSchema.safeParse({ type: 'file', uploadId, mediaType: 'image/png' }).success).toBe(true);
    expect(messagePartSchema.safeParse({ ...part, mediaType: 'text/html' }).success).toBe(false);
    expect(messagePartSchema.safeParse({ ...part, uploadId: '../../etc/passwd' }).success).toBe(false);
    expect(messagePartSchema.safeParse({ ...part, url: 'https://files.example/a.jpg' }).success).toBe(false);
  });

  it('message:send takes optional attachments, 1 to 6 upload ids', () => {
    const send = { clientMsgId: '6f1c3c52-5d0e-4a7b-9a55-0d2f7e0c1a11', text: 'the screen is cracked' };
    expect(parseEvent('client', 'message:send', send).ok).toBe(true);
    expect(parseEvent('client', 'message:send', { ...send, attachments: [uploadId] }).ok).toBe(true);
    expect(parseEvent('client', 'message:send', { ...send, attachments: [] })).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
    expect(parseEvent('client', 'message:send', { ...send, attachments: Array.from({ length: 7 }, () => uploadId) }).ok).toBe(false);
    expect(parseEvent('client', 'message:send', { ...send, attachments: ['https://x.example/a.jpg'] })).toMatchObject({
      ok: false,
      error: { code: 'BAD_PAYLOAD', path: 'attachments.0' },
    });
  });

  it('an upload answer gives each file by link or by upload id, not both and not neither', () => {
    const reply = (files: unknown[]) => interruptReplySchema.safeParse({ interruptId: 'i_1', action: 'upload', files });
    expect(reply([{ url: 'https://img.example/a.jpg' }]).success).toBe(true);
    expect(reply([{ uploadId, name: 'a.jpg' }]).success).toBe(true);
    expect(reply([{ uploadId, url: 'https://img.example/a.jpg' }]).success).toBe(false);
    expect(reply([{ name: 'a.jpg' }]).success).toBe(false);
  });
});
