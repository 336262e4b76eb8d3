import { html } from 'lit';
import type { QuickRepliesPart } from '@kefu/protocol';

/** Sends a tapped reply as the shopper's message: `<kefu-chat>` handles `kefu-send` from anywhere in the panel. */
function sendReply(event: Event, text: string) {
  event.currentTarget?.dispatchEvent(new CustomEvent('kefu-send', { detail: { text }, bubbles: true, composed: true }));
}

/** Suggested next messages, one tap each (a clarifying question's candidates, the closest help topics); only the newest message shows them (part-styles.ts). */
export function quickReplies(part: QuickRepliesPart) {
  return html`<ul class="quick-replies" part="quick-replies">
    ${part.replies.map((reply) => html`<li><button type="button" @click=${(event: Event) => sendReply(event, reply.text)}>${reply.label ?? reply.text}</button></li>`)}
  </ul>`;
}
