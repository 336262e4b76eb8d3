import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A chat completion request as an OpenAI-compatible client sends it, with where and how it arrived. */
export interface ChatRequest {
  model: string;
  stream?: boolean;
  temperature?: number;
  messages: Array<{ role: string; content?: string | null; tool_calls?: unknown[] }>;
  tools?: Array<{ function: { name: string } }>;
  tool_choice?: unknown;
  response_format?: unknown;
  authorization?: string;
  /** Azure's key header. */
  apiKeyHeader?: string;
  /** The request path without its query, e.g. /compatible-mode/v1/chat/completions. */
  path: string;
  query: Record<string, string>;
  /** When it arrived (Date.now()). */
  at: number;
}

/**
 * A scripted answer: text (streamed in pieces, the connection optionally dropped after `dropAfter` of them), one tool call (its arguments streamed in fragments, as real
 * providers do), an HTTP error (optionally with Retry-After), or a stall (200 and SSE headers, then nothing).
 */
export type ScriptedAnswer =
  | { text: string; dropAfter?: number }
  | { toolCall: { name: string; arguments: Record<string, unknown> } }
  | { status: number; retryAfter?: string; message?: string }
  | { stall: true };

/** The running fake: its base URL (prefix included), the requests it saw, and how to stop it. */
export interface FakeOpenAi {
  /** e.g. http://127.0.0.1:PORT/v1 — what KEFU_LLM_BASE_URL is set to. */
  url: string;
  /** The server's root, http://127.0.0.1:PORT. */
  origin: string;
  requests: ChatRequest[];
  close(): Promise<void>;
}

/**
 * A local server speaking the OpenAI chat-completions API (JSON or SSE, tool calls, errors), answering POSTs to any
 * path that ends in /chat/completions, so base URLs with prefixes (/v1, /compatible-mode/v1, /api/paas/v4,
 * /openai/deployments/NAME, Groq's /openai/v1) all reach it. The script may answer later (a promise), to hold a model
 * call open while a test does something else.
 */
export async function startFakeOpenAi(
  script: (request: ChatRequest) => ScriptedAnswer | Promise<ScriptedAnswer>,
  options: { prefix?: string } = {},
): Promise<FakeOpenAi> {
  const requests: ChatRequest[] = [];
  const open = new Set<ServerResponse>();
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest;
  };
  const server: Server = createServer(async (req, res) => {
    const target = new URL(req.url ?? '/', 'http://fake');
    if (req.method !== 'POST' || !target.pathname.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `no route ${req.method} ${target.pathname}` } }));
      return;
    }
    open.add(res);
    res.on('close', () => open.delete(res));
    const body: ChatRequest = {
      ...(await readBody(req)),
      authorization: req.headers.authorization ?? '',
      apiKeyHeader: String(req.headers['api-key'] ?? ''),
      path: target.pathname,
      query: Object.fromEntries(target.searchParams),
      at: Date.now(),
    };
    requests.push(body);
    const answer = await script(body);
    if ('stall' in answer) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.flushHeaders();
      return;
    }
    if ('status' in answer) {
      res.writeHead(answer.status, { 'content-type': 'application/json', ...(answer.retryAfter ? { 'retry-after': answer.retryAfter } : {}) });
      res.end(
        JSON.stringify({
          error: { message: answer.message ?? `scripted ${answer.status}`, type: answer.status === 429 ? 'rate_limit_exceeded' : 'server_error' },
        }),
      );
      return;
    }
    const base = { id: `chatcmpl-${requests.length}`, created: Math.floor(Date.now() / 1000), model: body.model };
    const call =
      'toolCall' in answer ? { id: `call_${requests.length}`, name: answer.toolCall.name, arguments: JSON.stringify(answer.toolCall.arguments) } : undefined;
    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          ...base,
          object: 'chat.completion',
          choices: [
            {
              index: 0,
              message: {
                role: 'assistant',
                content: 'text' in answer ? answer.text : null,
                ...(call ? { tool_calls: [{ id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } }] } : {}),
              },
              finish_reason: call ? 'tool_calls' : 'stop',
            },
          ],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const send = (delta: Record<string, unknown>, finish: string | null = null) =>
      res.write(`data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`);
    send({ role: 'assistant', content: '' });
    if (call) {
      // The first fragment names the call; the arguments follow a few characters at a time.
      send({ tool_calls: [{ index: 0, id: call.id, type: 'function', function: { name: call.name, arguments: '' } }] });
      for (const piece of call.arguments.match(/.{1,5}/gsu) ?? []) send({ tool_calls: [{ index: 0, function: { arguments: piece } }] });
    } else {
      const { text, dropAfter } = answer as { text: string; dropAfter?: number };
      const pieces = text.match(/.{1,3}/gsu) ?? [];
      for (const piece of pieces.slice(0, dropAfter)) send({ content: piece });
      if (dropAfter !== undefined) {
        // The connection drops mid-answer, as a proxy's idle cut or a provider restart does (after what was sent arrived).
        await new Promise((resolve) => setTimeout(resolve, 100));
        res.destroy();
        return;
      }
    }
    send({}, call ? 'tool_calls' : 'stop');
    res.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}${options.prefix ?? '/v1'}`,
    origin,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // A stalled stream would hold close() forever.
        for (const res of open) res.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
