import { KefuChat } from './components/chat/kefu-chat.js';
import { KefuLauncher } from './components/launcher/kefu-launcher.js';
import { KefuHeader } from './components/header/kefu-header.js';
import { KefuConnectionBanner } from './components/banners/kefu-connection-banner.js';
import { KefuMessageList } from './components/message-list/kefu-message-list.js';
import { KefuMessage } from './components/message/kefu-message.js';
import { KefuTyping } from './components/typing/kefu-typing.js';
import { KefuComposer } from './components/composer/kefu-composer.js';

/**
 * The elements every open chat shows, by tag. The rest (the prompt card and its step strip, the handoff banner, and parts most conversations never show)
 * the chat imports on first use, which the script-tag build splits into chunks of their own (base/lazy-elements.ts).
 */
export const KEFU_CORE_ELEMENTS = {
  'kefu-chat': KefuChat,
  'kefu-launcher': KefuLauncher,
  'kefu-header': KefuHeader,
  'kefu-connection-banner': KefuConnectionBanner,
  'kefu-message-list': KefuMessageList,
  'kefu-message': KefuMessage,
  'kefu-typing': KefuTyping,
  'kefu-composer': KefuComposer,
} as const;
