import { z } from 'zod';
import { IdParamSchema } from '../contract/common';
import { IdSchema, TimestampSchema } from '../contract/common';
import { parseClock, SLOT_MAX_CAPACITY, SLOT_MAX_CUTOFF_MINUTES, SLOT_TEMPLATE_MESSAGES } from './slots';

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

// The console's slot screen (issue 20): each station's daily windows, edited by staff.

/** A station's window as the console shows it: every day or one weekday, Nepal clock times. */
export const AdminSlotTemplateSchema = z.object({
  id: IdSchema,
  station_id: IdSchema,
  station_name: z.string(),
  /** 0 Sunday … 6 Saturday; null: every day. */
  weekday: z.number().int().min(0).max(6).nullable(),
  start: z.string(),
  end: z.string(),
  capacity: z.number().int(),
  cutoff_minutes: z.number().int(),
  active: z.boolean(),
});
export type AdminSlotTemplate = z.infer<typeof AdminSlotTemplateSchema>;
/** GET /admin/slots/: the windows, and every station (a window can be added to one that has none yet). */
export const AdminSlotTemplateListSchema = z.object({
  data: z.array(AdminSlotTemplateSchema),
  stations: z.array(z.object({ id: IdSchema, name: z.string() })),
});
export type AdminSlotTemplateList = z.infer<typeof AdminSlotTemplateListSchema>;

const CapacitySchema = z
  .number({ error: SLOT_TEMPLATE_MESSAGES.capacity })
  .int({ error: SLOT_TEMPLATE_MESSAGES.capacity })
  .min(0, { error: SLOT_TEMPLATE_MESSAGES.capacity })
  .max(SLOT_MAX_CAPACITY, { error: SLOT_TEMPLATE_MESSAGES.capacity });
const CutoffSchema = z
  .number({ error: SLOT_TEMPLATE_MESSAGES.cutoff })
  .int({ error: SLOT_TEMPLATE_MESSAGES.cutoff })
  .min(0, { error: SLOT_TEMPLATE_MESSAGES.cutoff })
  .max(SLOT_MAX_CUTOFF_MINUTES, { error: SLOT_TEMPLATE_MESSAGES.cutoff });
const ClockSchema = z
  .string({ error: SLOT_TEMPLATE_MESSAGES.clock })
  .refine((v) => parseClock(v) !== null, { error: SLOT_TEMPLATE_MESSAGES.clock });

/** PATCH /admin/slots/{id}/: a window's capacity and cut-off (a lower capacity never removes orders). */
export const AdminSlotUpdateSchema = z
  .object({ capacity: CapacitySchema.optional(), cutoff_minutes: CutoffSchema.optional() })
  .refine((b) => b.capacity !== undefined || b.cutoff_minutes !== undefined, {
    error: 'Send a capacity or a cut-off.',
  });
export type AdminSlotUpdate = z.infer<typeof AdminSlotUpdateSchema>;

/**
 * POST /admin/slots/: a new window at a station, every day or on one weekday. Entered in the console
 * within one day: it ends after it starts ('24:00' is midnight) and lasts at least 15 minutes.
 */
export const AdminSlotCreateSchema = z
  .object({
    station_id: IdSchema,
    weekday: z.number().int().min(0).max(6).nullable().default(null),
    start: ClockSchema,
    end: ClockSchema,
    capacity: CapacitySchema,
    cutoff_minutes: CutoffSchema,
  })
  .superRefine((b, ctx) => {
    const start = parseClock(b.start);
    const end = parseClock(b.end);
    if (start === null || end === null) return;
    if (start >= 24 * 60)
      ctx.addIssue({ code: 'custom', path: ['start'], message: SLOT_TEMPLATE_MESSAGES.clock });
    else if (end <= start)
      ctx.addIssue({ code: 'custom', path: ['end'], message: SLOT_TEMPLATE_MESSAGES.endBeforeStart });
    else if (end - start < 15)
      ctx.addIssue({ code: 'custom', path: ['end'], message: SLOT_TEMPLATE_MESSAGES.tooShort });
  });
export type AdminSlotCreate = z.infer<typeof AdminSlotCreateSchema>;
