import type { WorkflowName } from '@kefu/protocol';
import type { WriteRequest } from '../ports/commerce-backend.js';

/** The kind of write each workflow submits to the shop (`POST /requests`'s `kind`). */
export const REQUEST_KIND_OF: Readonly<Record<WorkflowName, WriteRequest['kind']>> = {
  return: 'return',
  exchange: 'exchange',
  repair: 'repair',
  invoice: 'invoice',
  cancel_order: 'cancel',
  change_address: 'address_change',
};
