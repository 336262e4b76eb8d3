/** Size limits every side enforces; the schemas are built from these. */
export const LIMITS = {
  /** Longest shopper or agent message, in characters. */
  maxTextLength: 4000,
  /** Longest assistant message, in characters (answers can carry long excerpts). */
  maxAnswerLength: 20000,
  /** Longest identifier (thread, message, interrupt, site key, order id...). */
  maxIdLength: 128,
  /** Longest short label (product name, field label, option label...). */
  maxLabelLength: 200,
  /** Longest URL. */
  maxUrlLength: 2048,
  /** Longest signed identity token. */
  maxTokenLength: 4096,
  /** Most fields in one form prompt. */
  maxFormFields: 12,
  /** Most options in one choice prompt. */
  maxChoiceOptions: 12,
  /** Most rich parts in one message. */
  maxPartsPerMessage: 12,
  /** Most rows in a comparison table or receipt. */
  maxRows: 40,
  /** Most products in one comparison. */
  maxCompared: 4,
  /** Most logistics events in one timeline. */
  maxTimelineEvents: 60,
  /** Most files in one upload answer. */
  maxUploadFiles: 6,
  /** Most events a hello replays; a client further behind gets the newest ones and `truncated`. */
  maxReplayEvents: 500,
  /** Largest encoded payload the server accepts for one event, in bytes. */
  maxPayloadBytes: 64 * 1024,
  /**
   * Deepest nesting of objects and arrays in any payload: a price card's promotion amount in a replayed message of
   * a hello ack sits 10 levels down.
   */
  maxDepth: 12,
  /** Longest feedback comment. */
  maxCommentLength: 1000,
} as const;
