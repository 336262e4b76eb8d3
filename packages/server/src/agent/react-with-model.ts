import { AIMessageChunk, HumanMessage, SystemMessage, ToolMessage, type BaseMessage } from '@langchain/core/messages';
import { tool } from '@langchain/core/tools';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { CommerceTools, ToolCaller } from './tools/commerce-tools.js';
import type { ToolResult } from './tools/tool-results.js';
import { READ_TOOL_SPECS, type ReadToolName } from './tools/tool-schemas.js';
import { ModelUnavailableError, type ModelGateway } from './model/model-gateway.js';
import { focusPrompt, reactPrompt } from './prompts.js';
import type { AnswerLanguage } from './answers/answer-language.js';
import { createGroundedStream } from './answers/grounded-stream.js';

/** What the ReactAgent needs for one model-driven answer. */
export interface ReactWithModelInput {
  model: BaseChatModel;
  gateway: ModelGateway;
  tools: CommerceTools;
  caller: ToolCaller;
  text: string;
  language: AnswerLanguage;
  history: Array<{ role: 'user' | 'assistant'; text: string }>;
  /** What fell out of the history window, as one line. */
  summary?: string;
  /** The dialogue state rendered for the prompt (dialogue/render-dialogue.ts): what "it" and "that order" mean. */
  focus?: string;
  /** Streams the answer as it arrives, a sentence at a time once its numbers are found in the tool results. */
  onDelta?: (text: string) => void;
  signal?: AbortSignal;
}

/*
 * Why this loop and not LangGraph's prebuilt ToolNode: ToolNode is a graph node that runs the tool calls of the last
 * message in a `messages` state channel, so the loop would be agent ⇄ tools edges with every step's messages
 * checkpointed on the thread. Here one turn's loop runs inside `react_agent` or an orchestrator `branch` (several in
 * parallel via Send, each with its own loop), every call runs as the verified shopper (`caller`, never an argument
 * the model writes), and the streamed text is held back until its numbers appear in the tool results. The tool calls
 * and results are per-turn scratch: only the answer and the dialogue state belong in the checkpoint, which stays flat.
 */
const MAX_STEPS = 4;

const toolDefinitions = (Object.keys(READ_TOOL_SPECS) as ReadToolName[]).map((name) =>
  // The tools are executed by the loop below (with the caller's identity), never by the model runtime.
  tool(async () => '', { name, description: READ_TOOL_SPECS[name].description, schema: READ_TOOL_SPECS[name].schema }),
);

/** The ReactAgent with a model: real tool calling, streamed answer. Throws {@link ModelUnavailableError} to fall back to rules. */
export async function reactWithModel(input: ReactWithModelInput): Promise<{ text: string; results: ToolResult[] }> {
  if (!input.model.bindTools) throw new ModelUnavailableError('failed');
  const bound = input.model.bindTools(toolDefinitions);
  const messages: BaseMessage[] = [
    new SystemMessage(reactPrompt(await input.tools.shop(), input.language === 'en' ? 'English' : '简体中文')),
    ...(input.summary ? [new SystemMessage(input.summary)] : []),
    ...(input.focus ? [new SystemMessage(focusPrompt(input.focus))] : []),
    ...input.history.slice(-6).map((entry) => (entry.role === 'user' ? new HumanMessage(entry.text) : new SystemMessage(`(earlier answer) ${entry.text}`))),
    new HumanMessage(input.text),
  ];
  const results: ToolResult[] = [];
  const { currencyWords } = await input.tools.lexicon();
  let streamed = false;
  const emit = (text: string) => {
    streamed = true;
    input.onDelta?.(text);
  };
  for (let step = 0; step < MAX_STEPS; step++) {
    const reply = await input.gateway.call(
      'react_agent',
      async (signal) => {
        let full: AIMessageChunk | undefined;
        const stream = input.onDelta ? createGroundedStream({ results, shopperText: input.text, emit, currencyWords }) : undefined;
        for await (const chunk of await bound.stream(messages, { signal })) {
          full = full ? full.concat(chunk) : chunk;
          if (typeof chunk.content === 'string' && chunk.content && !chunk.tool_call_chunks?.length) stream?.push(chunk.content);
        }
        if (!full) throw new ModelUnavailableError('junk');
        if (!full.tool_calls?.length) stream?.end();
        return full;
      },
      // A streamed sentence cannot be taken back: once one reached the shopper, a retry would repeat it.
      { ...(input.signal ? { signal: input.signal } : {}), retry: () => !streamed },
    );
    const calls = reply.tool_calls ?? [];
    if (!calls.length) {
      const text = typeof reply.content === 'string' ? reply.content.trim() : '';
      if (!text) throw new ModelUnavailableError('junk');
      return { text, results };
    }
    messages.push(reply);
    for (const call of calls) {
      const known = call.name in READ_TOOL_SPECS;
      const result: ToolResult | { status: 'unknown_tool' } = known
        ? await input.tools.run(call.name as ReadToolName, call.args, input.caller)
        : { status: 'unknown_tool' };
      if (known) results.push(result as ToolResult);
      messages.push(new ToolMessage({ tool_call_id: call.id ?? call.name, content: JSON.stringify(result) }));
    }
  }
  throw new ModelUnavailableError('junk');
}
