import type { WorkflowRunner, WorkflowRunnerOptions } from '../ports/workflow-runner.js';

// Placeholder until the workflows issue lands: no workflows run.
/** Creates the runner of the return / exchange / repair / invoice workflows. */
export function createWorkflowRunner(_options: WorkflowRunnerOptions): WorkflowRunner | undefined {
  return undefined;
}
