export { PROTOCOL_VERSION, isCompatibleVersion } from './version.js';
export { LIMITS } from './limits.js';
export { ERROR_CODES, RETRYABLE, errorCodeSchema, kefuErrorSchema, kefuError } from './error-codes.js';
export type { ErrorCode, KefuError } from './error-codes.js';
export {
  FORBIDDEN_KEYS,
  LOCALES,
  clientMsgIdSchema,
  epochMsSchema,
  httpUrlSchema,
  idSchema,
  integer,
  labelSchema,
  localeSchema,
  moneySchema,
  nonEmptyUserTextSchema,
  safeRecord,
  seqSchema,
  text,
  userTextSchema,
} from './primitives.js';
export type { Locale, Money } from './primitives.js';
export {
  ORDER_STATUSES,
  WORKFLOW_NAMES,
  optionGroupPartSchema,
  promotionPartSchema,
  variantStockSchema,
  comparisonPartSchema,
  knowledgeSourcePartSchema,
  quickRepliesPartSchema,
  logisticsPartSchema,
  messagePartSchema,
  orderPartSchema,
  pricePartSchema,
  productPartSchema,
  receiptPartSchema,
  filePartSchema,
  uploadIdSchema,
  UPLOAD_MEDIA_TYPES,
} from './parts.js';
export type {
  OptionGroupPart,
  PromotionPart,
  VariantStock,
  ComparisonPart,
  KnowledgeSourcePart,
  QuickRepliesPart,
  LogisticsPart,
  MessagePart,
  OrderPart,
  OrderStatus,
  PricePart,
  ProductPart,
  ReceiptPart,
  FilePart,
  UploadMediaType,
  WorkflowName,
} from './parts.js';
export { writtenRequestSchema } from './written-request.js';
export type { WrittenRequest } from './written-request.js';
export { MESSAGE_ROLES, messageContextSchema, messageSchema } from './message.js';
export type { Message, MessageContext, MessageRole } from './message.js';
export {
  FIELD_TYPES,
  INTERRUPT_CLOSE_REASONS,
  closeReasonFor,
  INTERRUPT_KINDS,
  choiceOptionSchema,
  formFieldSchema,
  interruptReplySchema,
  interruptSchema,
  workflowProgressSchema,
} from './interrupts.js';
export type { ChoiceOption, FormField, Interrupt, InterruptCloseReason, InterruptKind, InterruptReply, WorkflowProgress } from './interrupts.js';
export { AGENT_STATES, HANDOFF_REASONS, HANDOFF_STATES, handoffReasonSchema, handoffStateSchema } from './handoff.js';
export type { AgentState, HandoffReason, HandoffState } from './handoff.js';
export { handoffEventSchema, interruptClosedSchema, interruptOpenSchema, messageDoneSchema, threadEventSchema } from './thread-event.js';
export type { HandoffEvent, InterruptClosed, InterruptOpen, MessageDone, ThreadEvent, ThreadEventName } from './thread-event.js';
export {
  clientToServer,
  conversationCancelSchema,
  feedbackSchema,
  MAX_TRANSCRIPT_FILE_LENGTH,
  transcriptDownloadAckSchema,
  transcriptDownloadSchema,
  transcriptEmailSchema,
  helloAckSchema,
  helloSchema,
  interruptReplyEventSchema,
  messageSendAckSchema,
  messageSendSchema,
  resumeTokenSchema,
  simpleAckSchema,
  typingSchema,
} from './client-to-server.js';
export type {
  ConversationCancel,
  Feedback,
  Hello,
  HelloAck,
  MessageSend,
  MessageSendAck,
  SimpleAck,
  TranscriptDownload,
  TranscriptEmail,
  Typing,
} from './client-to-server.js';
export { agentStatusSchema, agentTypingSchema, errorEventSchema, messageDeltaSchema, serverToClient } from './server-to-client.js';
export type { AgentStatus, AgentTyping, MessageDelta } from './server-to-client.js';
export { isConversationEnd } from './conversation-end.js';
export type {
  ClientAck,
  ClientEventName,
  ClientPayload,
  ClientToServerEvents,
  InterServerEvents,
  ServerEventName,
  ServerPayload,
  ServerToClientEvents,
  SocketData,
} from './socket-types.js';
export { isClientEventName, isServerEventName, parseEvent, parseWireEvent } from './parse-event.js';
export { JSON_SCHEMA_EXTENSIONS, JSON_SCHEMA_KEYWORDS, toJsonSchemaDocument } from './json-schema.js';
export type { JsonSchema, JsonSchemaDocument } from './json-schema.js';
export type { Direction, ParseResult, WireEvent } from './parse-event.js';
export {
  AGENT_CONSOLE_NAMESPACE,
  agentTypingSendSchema,
  CONSOLE_HISTORY_LIMIT,
  HANDED_OFF_MODES,
  consoleAgentSchema,
  consoleCustomerSchema,
  consoleToServer,
  escalationCardSchema,
  conversationFocusSchema,
  isConsoleEventName,
  parseConsoleEvent,
  queueEntrySchema,
  queueUpdatedSchema,
  serverToConsole,
  threadEventNoticeSchema,
  threadTypingNoticeSchema,
} from './agent-console.js';
export type {
  ConsoleAck,
  ConsoleAgent,
  ConsoleCustomer,
  ConsoleEventName,
  ConsoleNoticePayload,
  ConsolePayload,
  ConsoleToServerEvents,
  EscalationCard,
  HandedOffMode,
  QueueEntry,
  QueueUpdated,
  ServerToConsoleEvents,
  ThreadEventNotice,
  ThreadTypingNotice,
} from './agent-console.js';
export { stripBidiControls } from './bidi.js';
export { availabilityAckSchema, availabilityGetSchema, availabilitySchema, emailSchema, ticketCreateAckSchema, ticketCreateSchema } from './availability.js';
export type { Availability, TicketCreate } from './availability.js';
