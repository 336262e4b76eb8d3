export { createCommerceTools } from './commerce-tools.js';
export type { CommerceTools, CommerceToolsOptions, ToolCaller } from './commerce-tools.js';
export { READ_TOOL_SPECS } from './tool-schemas.js';
export type { ReadToolName } from './tool-schemas.js';
export type { OptionsAsked, ProductView, ToolFailure, ToolResult } from './tool-results.js';
export { isTransient, withRetry } from './with-retry.js';
