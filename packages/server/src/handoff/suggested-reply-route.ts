import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { kefuError, type EscalationCard } from '@kefu/protocol';
import { z } from 'zod';
import type { AgentAccount } from '../config.js';
import { readJsonBody, sendJson } from '../demo-api/json-response.js';
import type { RouteTable } from '../http/route-table.js';
import type { Logger } from '../logger.js';
import type { ModelGateway } from '../agent/model/model-gateway.js';
import { requireAgent } from './require-agent.js';
import { suggestReply } from './suggested-reply.js';

/** What the console may offer on this server (`suggestedReply`: a model is configured). */
export const CONSOLE_FEATURES_PATH = '/api/console/features';
/** Where the console asks for a draft reply to a conversation. */
export const SUGGESTED_REPLY_PATH = '/api/console/suggestion';

const bodySchema = z.strictObject({ threadId: z.string().min(1).max(128) });

/**
 * `GET /api/console/features` and `POST /api/console/suggestion {threadId}` for signed-in agents: the draft is built
 * from the conversation's card (its dialogue state and last messages, masked) by the configured model; without one
 * the console shows no button and the endpoint answers 503 UNAVAILABLE.
 */
export function addSuggestedReplyRoute(
  routes: RouteTable,
  options: {
    agents: readonly AgentAccount[];
    model: () => { chatModel?: BaseChatModel | undefined; modelGateway?: ModelGateway | undefined };
    /** The conversation's card for this agent, or undefined when it is none of theirs. */
    card: (threadId: string, agent: AgentAccount) => Promise<EscalationCard | undefined>;
    shopName?: (locale: string) => string | undefined;
    logger: Logger;
  },
): void {
  routes.add('GET', CONSOLE_FEATURES_PATH, async (request, response) => {
    if (!requireAgent(request, response, options.agents)) return;
    const { chatModel, modelGateway } = options.model();
    sendJson(response, 200, { suggestedReply: chatModel !== undefined && modelGateway !== undefined });
  });
  routes.add('POST', SUGGESTED_REPLY_PATH, async (request, response) => {
    const agent = requireAgent(request, response, options.agents);
    if (!agent) return;
    const read = await readJsonBody(request);
    if (!read.ok) return sendJson(response, read.status, read.error);
    const parsed = bodySchema.safeParse(read.value);
    if (!parsed.success)
      return sendJson(response, 400, {
        ...kefuError('BAD_PAYLOAD', 'send a JSON body {"threadId": "…"} (at most 4 KB)'),
        path: parsed.error.issues[0]?.path.join('.') || 'threadId',
      });
    const { chatModel, modelGateway } = options.model();
    if (!chatModel || !modelGateway)
      return sendJson(response, 503, kefuError('UNAVAILABLE', 'no model is configured: set KEFU_LLM_PROVIDER (or GROQ_API_KEY) for suggested replies'));
    const card = await options.card(parsed.data.threadId, agent);
    if (!card) return sendJson(response, 404, { ...kefuError('NOT_FOUND', 'no such conversation'), path: 'threadId' });
    try {
      const draft = await suggestReply({ model: chatModel, gateway: modelGateway, card, shopName: options.shopName?.(card.locale) });
      sendJson(response, 200, { draft });
    } catch (error) {
      options.logger.warn({ err: error instanceof Error ? error.message : String(error), threadId: card.threadId }, 'suggested reply failed');
      sendJson(response, 503, kefuError('UNAVAILABLE', 'the model could not draft a reply now; write it yourself or try again', { retryable: true }));
    }
  });
}
