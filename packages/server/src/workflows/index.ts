import type { WorkflowRunner, WorkflowRunnerOptions } from '../ports/workflow-runner.js';
import { createWorkflowRunnerImpl } from './workflow-runner.js';

export { isWorkflowWaiting } from './workflow-waiting.js';

/** Creates the runner of the return / exchange / repair / invoice workflows. */
export function createWorkflowRunner(options: WorkflowRunnerOptions): WorkflowRunner {
  return createWorkflowRunnerImpl(options);
}
