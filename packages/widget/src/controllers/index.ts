export { SocketController } from './socket-controller.js';
export type { SocketControllerOptions } from './socket-controller.js';
export { applyDelta, applyThreadEvent, initialChatState, messagesOf } from './chat-state.js';
export type { ChatState, ConnectionState, OutboxItem, TimelineItem } from './chat-state.js';
export { CACHED_EVENTS, createThreadStorage } from './thread-storage.js';
export type { StorageKind, StoredThread, ThreadStorage } from './thread-storage.js';
