import { BaseChatModel, type BaseChatModelParams } from '@langchain/core/language_models/chat_models';
import { AIMessage, AIMessageChunk, type BaseMessage } from '@langchain/core/messages';
import { ChatGenerationChunk, type ChatResult } from '@langchain/core/outputs';
import type { CallbackManagerForLLMRun } from '@langchain/core/callbacks/manager';

/** What the script sees of one model call. */
export interface ScriptedCall {
  messages: BaseMessage[];
  /** Names of the tools bound for this call (`classify_intents` for the coordinator's structured output). */
  tools: string[];
}

/** One scripted reply: a message, a thrown error, or a model that never answers. */
export type ScriptedReply = AIMessage | Error | 'hang';

/** Decides each reply from the call. */
export type Script = (call: ScriptedCall) => ScriptedReply;

const toolName = (tool: unknown): string => {
  const t = tool as { name?: string; function?: { name?: string } };
  return t.function?.name ?? t.name ?? 'unknown';
};

/** A chat model that answers from a script: the only fake in the tests (the LLM). Streams text in small chunks. */
export class ScriptedChatModel extends BaseChatModel {
  calls: ScriptedCall[];

  constructor(
    private readonly script: Script,
    private readonly boundTools: string[] = [],
    calls?: ScriptedCall[],
    params: BaseChatModelParams = {},
  ) {
    super(params);
    this.calls = calls ?? [];
  }

  _llmType(): string {
    return 'scripted';
  }

  override bindTools(tools: unknown[]): this {
    return new ScriptedChatModel(this.script, tools.map(toolName), this.calls) as unknown as this;
  }

  private async reply(messages: BaseMessage[]): Promise<AIMessage> {
    const call = { messages, tools: this.boundTools };
    this.calls.push(call);
    const reply = this.script(call);
    if (reply === 'hang') return new Promise<AIMessage>(() => {});
    if (reply instanceof Error) throw reply;
    return reply;
  }

  async _generate(messages: BaseMessage[]): Promise<ChatResult> {
    const reply = await this.reply(messages);
    // A chunk, as streaming providers return: LangChain's default structured-output parser expects one.
    const message = new AIMessageChunk({ content: reply.content, tool_calls: reply.tool_calls ?? [] });
    return { generations: [{ text: typeof message.content === 'string' ? message.content : '', message }] };
  }

  override async *_streamResponseChunks(
    messages: BaseMessage[],
    _options: this['ParsedCallOptions'],
    runManager?: CallbackManagerForLLMRun,
  ): AsyncGenerator<ChatGenerationChunk> {
    const message = await this.reply(messages);
    if (message.tool_calls?.length) {
      yield new ChatGenerationChunk({
        text: '',
        message: new AIMessageChunk({
          content: '',
          tool_call_chunks: message.tool_calls.map((call, index) => ({
            name: call.name,
            args: JSON.stringify(call.args),
            id: call.id ?? `call_${index}`,
            index,
            type: 'tool_call_chunk' as const,
          })),
        }),
      });
      return;
    }
    const text = typeof message.content === 'string' ? message.content : '';
    for (let i = 0; i < text.length; i += 4) {
      const piece = text.slice(i, i + 4);
      await runManager?.handleLLMNewToken(piece);
      yield new ChatGenerationChunk({ text: piece, message: new AIMessageChunk({ content: piece }) });
    }
  }
}

/** A reply calling one tool. */
export const callTool = (name: string, args: Record<string, unknown>) =>
  new AIMessage({ content: '', tool_calls: [{ name, args, id: `call_${name}`, type: 'tool_call' }] });
/** A plain text reply. */
export const say = (text: string) => new AIMessage(text);
