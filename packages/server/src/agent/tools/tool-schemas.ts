import { z } from 'zod';

/** `product_search`: products matching a shopper's wishes. */
export const productSearchSchema = z.object({
  price_min: z.number().nonnegative().optional().describe('lowest list price in yuan'),
  price_max: z.number().positive().optional().describe('highest list price in yuan'),
  ram: z.number().int().positive().max(64).optional().describe('minimum RAM in GB'),
  category: z.enum(['phone', 'tablet', 'earbuds']).optional(),
  tags: z.array(z.string().max(20)).max(5).optional().describe('拍照, 游戏, 轻薄, 女性, 续航, 老人, 学生, 性价比, 降噪, 办公'),
  color: z.string().max(20).optional(),
});

/** `get_inventory_info`: stock per colour of one product. */
export const inventorySchema = z.object({
  product_model: z.string().min(1).max(60).describe('model name, e.g. "Find X9"'),
  color: z.string().max(20).optional(),
});

/** `get_price_info`: list price, national subsidy and final price. */
export const priceSchema = z.object({
  product_model: z.string().min(1).max(60),
  apply_subsidy: z.boolean().optional().describe('compute the price after the national subsidy (国补)'),
});

/** `get_order_info`: one of the verified customer's orders, or their latest orders. */
export const orderSchema = z.object({ order_id: z.string().max(40).optional() });

/** `get_logistics_info`: a parcel's journey by order id or tracking number. */
export const logisticsSchema = z.object({ order_id: z.string().max(40).optional(), tracking_number: z.string().max(40).optional() });

/** `product_compare`: two to four products side by side. */
export const compareSchema = z.object({ product_models: z.array(z.string().min(1).max(60)).min(2).max(4) });

/** `create_return_order` (write tool, workflow only). */
export const createReturnSchema = z.object({ order_id: z.string().min(1).max(40), reason: z.string().min(1).max(500), photos: z.array(z.string().max(2048)).max(6).optional() });

/** `create_repair_order` (write tool, workflow only). */
export const createRepairSchema = z.object({
  order_id: z.string().min(1).max(40),
  device_imei: z.string().regex(/^\d{15}$/).optional(),
  issue_description: z.string().min(1).max(500),
  repair_type: z.enum(['到店', '寄修']),
});

/** `generate_invoice` (write tool, workflow only). */
export const generateInvoiceSchema = z.object({
  order_id: z.string().min(1).max(40),
  invoice_type: z.enum(['个人普票', '企业普票', '企业专票']),
  invoice_title: z.string().min(1).max(100),
  tax_id: z.string().max(30).optional(),
});

/** The read tools the ReactAgent may call, with their schemas and descriptions. */
export const READ_TOOL_SPECS = {
  product_search: { schema: productSearchSchema, description: 'Search the catalog by price range, minimum RAM, category, tags or colour.' },
  get_inventory_info: { schema: inventorySchema, description: 'Stock per colour of one product.' },
  get_price_info: { schema: priceSchema, description: 'List price, national subsidy (国补) and final price of one product.' },
  get_order_info: { schema: orderSchema, description: "The signed-in customer's order by id, or their latest orders when no id is given." },
  get_logistics_info: { schema: logisticsSchema, description: 'Logistics timeline of one of the signed-in customer’s orders, by order id or tracking number.' },
  product_compare: { schema: compareSchema, description: 'Compare two to four products side by side.' },
} as const;

/** Name of a read tool. */
export type ReadToolName = keyof typeof READ_TOOL_SPECS;
