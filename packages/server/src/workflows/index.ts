export { createWorkflowRunner } from './workflow-runner.js';
export { isWorkflowWaiting } from './workflow-waiting.js';
