import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { HumanMessage, SystemMessage } from '@langchain/core/messages';
import type { Locale } from '@kefu/protocol';
import type { ModelGateway } from '../../agent/model/model-gateway.js';
import type { RetrievedPassage } from '../retrieval/state.js';
import { GuardedSentenceStream } from './guarded-stream.js';
import { GROUNDED_ANSWER_PROMPT, groundedAnswerInput, languageName } from './prompts.js';
import { WORDING } from './wording.js';

/** What a grounded answer needs. */
export interface GroundedAnswerInput {
  model: BaseChatModel;
  /** The server's one model gateway: its timeout, breaker, retries and metrics apply to the answer. */
  gateway: ModelGateway;
  question: string;
  passages: RetrievedPassage[];
  locale: Locale;
  signal?: AbortSignal;
  onToken?: (text: string) => void;
}

/**
 * Asks the model, through the gateway, for an answer drawn only from the passages, streaming it a sentence at a
 * time with prices and stock levels left out; throws when it fails or times out.
 */
export async function groundedAnswer(input: GroundedAnswerInput): Promise<string> {
  const messages = [
    new SystemMessage(GROUNDED_ANSWER_PROMPT.replace('{language}', languageName(input.locale))),
    new HumanMessage(groundedAnswerInput(input.question, input.passages)),
  ];
  let streamed = false;
  const emit = (text: string) => {
    streamed = true;
    input.onToken?.(text);
  };
  return input.gateway.call(
    'knowledge_answer',
    async (signal) => {
      // The prompt forbids prices and stock; the guard makes sure of it, and that any other sum of money is the
      // articles' own, before anything is streamed.
      const guard = new GuardedSentenceStream(emit, input.passages.map((passage) => passage.chunk.text).join('\n'));
      let written = '';
      const stream = await input.model.stream(messages, { signal });
      for await (const chunk of stream) {
        const piece =
          typeof chunk.content === 'string'
            ? chunk.content
            : chunk.content.map((part) => ('text' in part && typeof part.text === 'string' ? part.text : '')).join('');
        if (!piece) continue;
        written += piece;
        guard.push(piece);
      }
      if (!written.trim()) throw new Error('the model returned an empty answer');
      return guard.end(WORDING[input.locale].priceNotice);
    },
    // A streamed sentence cannot be taken back: once one reached the shopper, a retry would repeat it.
    { ...(input.signal ? { signal: input.signal } : {}), retry: () => !streamed },
  );
}
