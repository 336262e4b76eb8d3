import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A chat completion request as the Groq SDK sends it (OpenAI-compatible). */
export interface GroqRequest {
  model: string;
  stream?: boolean;
  messages: Array<{ role: string; content?: string | null; tool_calls?: unknown[] }>;
  tools?: Array<{ function: { name: string } }>;
  authorization?: string;
}

/** A scripted answer: text (streamed in pieces) or one tool call. */
export type GroqAnswer = { text: string } | { toolCall: { name: string; arguments: Record<string, unknown> } };

/**
 * A local server speaking Groq's OpenAI-compatible chat completions API, streaming as SSE. The script
 * may answer later (a promise), to hold a model call open while a test does something else.
 */
export async function startFakeGroq(script: (request: GroqRequest) => GroqAnswer | Promise<GroqAnswer>): Promise<{ url: string; requests: GroqRequest[]; close(): Promise<void> }> {
  const requests: GroqRequest[] = [];
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as GroqRequest;
  };
  const server: Server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/openai/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    const body = { ...(await readBody(req)), authorization: req.headers.authorization ?? '' };
    requests.push(body);
    const answer = await script(body);
    const base = { id: `chatcmpl-${requests.length}`, created: Math.floor(Date.now() / 1000), model: body.model };
    const toolCall = 'toolCall' in answer ? { index: 0, id: `call_${requests.length}`, type: 'function', function: { name: answer.toolCall.name, arguments: JSON.stringify(answer.toolCall.arguments) } } : undefined;
    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({
        ...base,
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content: 'text' in answer ? answer.text : null, ...(toolCall ? { tool_calls: [toolCall] } : {}) }, finish_reason: toolCall ? 'tool_calls' : 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const send = (delta: Record<string, unknown>, finish: string | null = null) => res.write(`data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`);
    send({ role: 'assistant', content: '' });
    if (toolCall) send({ tool_calls: [toolCall] });
    else for (const piece of (answer as { text: string }).text.match(/.{1,3}/gsu) ?? []) send({ content: piece });
    send({}, toolCall ? 'tool_calls' : 'stop');
    res.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
