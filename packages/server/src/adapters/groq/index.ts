export { createGroqChatModel } from './create-groq-chat-model.js';
