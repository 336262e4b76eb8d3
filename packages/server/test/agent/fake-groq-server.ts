import { startFakeOpenAi, type ChatRequest, type FakeOpenAi, type ScriptedAnswer } from './fake-openai-server.js';

/** A chat completion request as the Groq SDK sends it (OpenAI-compatible). */
export type GroqRequest = ChatRequest;

/** A scripted answer: text, a tool call, an HTTP error or a stall. */
export type GroqAnswer = ScriptedAnswer;

/** The fake OpenAI-compatible server, with `url` its root: the Groq SDK appends /openai/v1 itself (GROQ_BASE_URL). */
export async function startFakeGroq(script: (request: GroqRequest) => GroqAnswer | Promise<GroqAnswer>): Promise<FakeOpenAi> {
  const fake = await startFakeOpenAi(script);
  return { ...fake, url: fake.origin };
}
