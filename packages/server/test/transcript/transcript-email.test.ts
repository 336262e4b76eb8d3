import { describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { freePort } from '@kefu/testing';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { startTestServer } from '../gateway/support/test-server.js';
import { TestClient } from '../gateway/support/test-client.js';
import { closeAfterEach } from '../handoff/support/close-after-each.js';
import { handoffAgent } from '../handoff/support/handoff-agent.js';
import { lines } from '../handoff/support/handoff-fixtures.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free loopback port that keeps every mail it is given. */
async function smtpReceiver(options: { refuse?: boolean } = {}) {
  const received: Received[] = [];
  const port = await freePort();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.refuse) return callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The text/plain part of a raw mail, its quoted-printable decoded as UTF-8. */
function plainText(raw: string): string {
  const part = raw.split(/Content-Type: text\/plain[^\r\n]*\r\n/i)[1]?.split(/\r\n--/)[0] ?? '';
  const body = part.slice(part.indexOf('\r\n\r\n') + 4);
  if (/Content-Transfer-Encoding: base64/i.test(part)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

describe('a transcript by e-mail, through the SMTP adapter, to a real SMTP server', () => {
  const track = closeAfterEach();

  async function conversation(smtpUrl?: string) {
    const server = track(
      await startTestServer({
        agent: handoffAgent(),
        env: { ...(smtpUrl ? { KEFU_SMTP_URL: smtpUrl, KEFU_SMTP_FROM: 'Kefu Shop <help@shop.example>' } : {}), KEFU_LIMIT_TRANSCRIPT_EMAILS_PER_THREAD: '2' },
      }),
    ) as KefuServer & { url: string };
    const shopper = track(await TestClient.connect(server.url));
    await shopper.hello({ locale: 'en' });
    await shopper.send('Where is my order? Call me on 13812345678 or mail jane.doe@example.com');
    await shopper.waitUntil('the answer', (events) => lines(events).some((line) => line.startsWith('assistant:')));
    return { server, shopper };
  }

  it("mails the shopper's conversation to the address they give, from KEFU_SMTP_FROM, personal data masked", async () => {
    const smtp = await smtpReceiver();
    track({ close: smtp.close });
    const { shopper } = await conversation(smtp.url);
    expect(await shopper.request('transcript:email', { email: 'shopper@example.org' })).toEqual({ ok: true });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(['shopper@example.org']);
    expect(mail!.from).toBe('help@shop.example');
    expect(mail!.raw).toMatch(/^Subject: Your support conversation\r$/m);
    expect(mail!.raw).toMatch(/^To: shopper@example\.org\r$/m);
    const body = plainText(mail!.raw);
    expect(body).toContain('You: Where is my order? Call me on 138');
    expect(body).toMatch(/AI assistant: .+/);
    // Masked as the stores mask it: neither the phone number nor the address leaves in the clear.
    expect(body).not.toContain('13812345678');
    expect(body).not.toContain('jane.doe@example.com');
    expect(mail!.raw).toContain('Content-Type: text/html');
  });

  it('refuses a malformed address, says when the server sends no mail or the SMTP server refuses, and limits mails per conversation', async () => {
    const smtp = await smtpReceiver();
    track({ close: smtp.close });
    const { shopper } = await conversation(smtp.url);
    expect(await shopper.request('transcript:email', { email: 'not-an-address' })).toMatchObject({
      ok: false,
      error: { code: 'BAD_PAYLOAD', path: 'email' },
    });
    expect(await shopper.request('transcript:email', { email: 'a@example.org' })).toEqual({ ok: true });
    expect(await shopper.request('transcript:email', { email: 'b@example.org' })).toEqual({ ok: true });
    expect(await shopper.request('transcript:email', { email: 'c@example.org' })).toMatchObject({
      ok: false,
      error: { code: 'RATE_LIMITED', event: 'transcript:email', retryable: true },
    });
    expect(smtp.received.map((mail) => mail.to[0])).toEqual(['a@example.org', 'b@example.org']);

    const { shopper: unconfigured } = await conversation();
    expect(await unconfigured.request('transcript:email', { email: 'a@example.org' })).toMatchObject({
      ok: false,
      error: { code: 'UNAVAILABLE', retryable: false },
    });

    const refusing = await smtpReceiver({ refuse: true });
    track({ close: refusing.close });
    const { shopper: refused } = await conversation(refusing.url);
    expect(await refused.request('transcript:email', { email: 'a@example.org' })).toMatchObject({
      ok: false,
      error: { code: 'UNAVAILABLE', retryable: true },
    });
  });

  it('downloads the conversation as text or HTML for the shopper holding it, escaped and masked; a socket without a session gets NO_SESSION', async () => {
    const { server, shopper } = await conversation();
    await shopper.send('<img src=x onerror=alert(1)>');
    await shopper.waitUntil('the second answer', (events) => lines(events).filter((line) => line.startsWith('assistant:')).length >= 2);
    const text = await shopper.request('transcript:download', { format: 'text' });
    expect(text).toMatchObject({ ok: true, filename: expect.stringMatching(/^transcript-\d{4}-\d{2}-\d{2}\.txt$/), mimeType: 'text/plain;charset=utf-8' });
    const content = (text as { content: string }).content;
    expect(content).toContain('You: Where is my order?');
    expect(content).not.toContain('13812345678');
    const html = (await shopper.request('transcript:download', { format: 'html' })) as { ok: true; content: string; mimeType: string };
    expect(html.mimeType).toBe('text/html;charset=utf-8');
    expect(html.content).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(html.content).not.toContain('<img');

    const stranger = track(await TestClient.connect(server.url));
    expect(await stranger.request('transcript:download', { format: 'text' })).toMatchObject({ ok: false, error: { code: 'NO_SESSION' } });
    // Naming someone else's thread in a hello without its resume token is refused before any transcript is read.
    expect(await stranger.hello({ threadId: shopper.threadId! })).toMatchObject({ ok: true, resumed: false });
    const own = (await stranger.request('transcript:download', { format: 'text' })) as { content: string };
    expect(own.content).not.toContain('Where is my order?');
    expect(await stranger.request('transcript:download', { format: 'pdf' })).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD', path: 'format' } });
  });
});
