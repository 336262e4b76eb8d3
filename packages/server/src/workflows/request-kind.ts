import type { WorkflowName } from '@kefu/protocol';
import type { WriteRequest } from '../ports/commerce-backend.js';

/** The workflows that write to the shop: all but the order lookup, which only reads. */
export type WritingWorkflow = Exclude<WorkflowName, 'order_lookup'>;

/** The kind of write each workflow submits to the shop (`POST /requests`'s `kind`). */
export const REQUEST_KIND_OF: Readonly<Record<WritingWorkflow, WriteRequest['kind']>> = {
  return: 'return',
  exchange: 'exchange',
  repair: 'repair',
  invoice: 'invoice',
  cancel_order: 'cancel',
  change_address: 'address_change',
};
