export { createChatModel } from './create-chat-model.js';
