import { z } from 'zod';
import { IdParamSchema } from '../contract/common';
import { IdSchema, TimestampSchema } from '../contract/common';

/** One delivery slot of GET /delivery/slots/ (fixed in issue 20). */
export const DeliverySlotSchema = z.object({
  id: IdSchema,
  starts_at: TimestampSchema,
  ends_at: TimestampSchema,
  available: z.boolean(),
  full: z.boolean(),
  past_cutoff: z.boolean(),
});
export type DeliverySlot = z.infer<typeof DeliverySlotSchema>;

/** GET /delivery/slots/?address_id= answer: the next days' slots of the address's station, earliest first. */
export const DeliverySlotsResponseSchema = z.object({ slots: z.array(DeliverySlotSchema) });
export type DeliverySlotsResponse = z.infer<typeof DeliverySlotsResponseSchema>;

/** GET /delivery/slots/ query. */
export const DeliverySlotsQuerySchema = z.object({
  address_id: IdParamSchema,
});

/** The slot an order is delivered in, as orders show it. */
export const OrderSlotSchema = z.object({
  id: IdSchema,
  starts_at: TimestampSchema,
  ends_at: TimestampSchema,
});
export type OrderSlot = z.infer<typeof OrderSlotSchema>;
