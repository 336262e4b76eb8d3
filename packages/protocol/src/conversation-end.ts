import type { ThreadEvent } from './thread-event.js';

/**
 * Whether a stored event ends a conversation: an answer to thanks or goodbye (`endsConversation`), a workflow's
 * receipt, or a person handing the conversation back. The widget offers a rating after one, and the ledger joins a
 * rating given at one to the conversation's outcome — one definition for both.
 */
export function isConversationEnd(event: ThreadEvent): boolean {
  if (event.event === 'message:done') {
    const { message } = event.data;
    return message.endsConversation === true || (message.role === 'assistant' && !!message.parts?.some((part) => part.type === 'receipt'));
  }
  return event.event === 'handoff' && event.data.state === 'released';
}
