export { createKefuAgent, turnInput } from './create-kefu-agent.js';
export type { KefuAgent } from './create-kefu-agent.js';
export { buildKefuGraph } from './graph.js';
export type { KefuGraph } from './graph.js';
export { KefuState } from './state.js';
export type { KefuStateType, TurnRuntime } from './state.js';
export { createCommerceTools } from './tools/index.js';
export { createCircuitBreaker } from './model/circuit-breaker.js';
export { createModelGateway, ModelUnavailableError } from './model/model-gateway.js';
