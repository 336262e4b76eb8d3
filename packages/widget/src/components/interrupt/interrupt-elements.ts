import { KefuInterrupt } from './kefu-interrupt.js';
import { KefuWorkflowStrip } from '../workflow-strip/kefu-workflow-strip.js';

/** The prompt card and the step strip above the list, which the full widget imports when a workflow first asks something (their own chunk). */
export const elements = { 'kefu-interrupt': KefuInterrupt, 'kefu-workflow-strip': KefuWorkflowStrip };
