export { createOpenAiChatModel } from './create-openai-chat-model.js';
