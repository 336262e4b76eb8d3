import { define } from './base/define.js';
import { KefuChat } from './components/chat/kefu-chat.js';
import { KefuLauncher } from './components/launcher/kefu-launcher.js';
import { KefuHeader } from './components/header/kefu-header.js';
import { KefuConnectionBanner } from './components/banners/kefu-connection-banner.js';
import { KefuHandoffBanner } from './components/banners/kefu-handoff-banner.js';
import { KefuWorkflowStrip } from './components/workflow-strip/kefu-workflow-strip.js';
import { KefuMessageList } from './components/message-list/kefu-message-list.js';
import { KefuMessage } from './components/message/kefu-message.js';
import { KefuTyping } from './components/typing/kefu-typing.js';
import { KefuInterrupt } from './components/interrupt/kefu-interrupt.js';
import { KefuComposer } from './components/composer/kefu-composer.js';

/** Every Kefu element by tag. */
export const KEFU_ELEMENTS = {
  'kefu-chat': KefuChat,
  'kefu-launcher': KefuLauncher,
  'kefu-header': KefuHeader,
  'kefu-connection-banner': KefuConnectionBanner,
  'kefu-handoff-banner': KefuHandoffBanner,
  'kefu-workflow-strip': KefuWorkflowStrip,
  'kefu-message-list': KefuMessageList,
  'kefu-message': KefuMessage,
  'kefu-typing': KefuTyping,
  'kefu-interrupt': KefuInterrupt,
  'kefu-composer': KefuComposer,
} as const;

/** Registers the Kefu elements; safe to call any number of times, even next to the script-tag build. */
export function defineKefu(): void {
  for (const [tag, element] of Object.entries(KEFU_ELEMENTS)) define(tag, element);
}
