import { z } from 'zod';
import { SLOT_LIMITS } from '../domain/schedule.js';
import { apiErrorSchema } from './errors.js';
import { requiredText, rowIdParamSchema, trimmedText } from './fields.js';
import { scheduleSlotSchema, slotTypeSchema } from './radio.js';

/**
 * The programme as the back office edits it: each slot with the version a write must name, so
 * two crew members editing the same slot never silently undo each other.
 */

const DAY_COUNT = 7;
const MINUTES_IN_DAY = 1440;

const minuteOfDay = (min: number, max: number) =>
  z
    .number({ message: 'must be a time' })
    .int('must be a whole minute')
    .min(min, min === 0 ? 'must not be before midnight' : 'must be after midnight')
    .max(max, max === MINUTES_IN_DAY ? 'must not be after midnight' : 'must be before midnight')
    .multipleOf(SLOT_LIMITS.minuteStep, `must be on a ${SLOT_LIMITS.minuteStep}-minute step`);

const versionSchema = z
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive');

export const slotInputSchema = z
  .object({
    /** ISO weekdays, 1 = Monday … 7 = Sunday. */
    days: z
      .array(
        z
          .number({ message: 'must be a day from 1 (Monday) to 7 (Sunday)' })
          .int('must be a day from 1 (Monday) to 7 (Sunday)')
          .min(1, 'must be a day from 1 (Monday) to 7 (Sunday)')
          .max(DAY_COUNT, 'must be a day from 1 (Monday) to 7 (Sunday)'),
        { message: 'must be a list of days' },
      )
      .min(1, 'must include at least one day')
      .max(DAY_COUNT, 'must not repeat a day')
      .refine((days) => new Set(days).size === days.length, 'must not repeat a day'),
    /** Minutes after Pacific midnight. */
    startMinute: minuteOfDay(0, MINUTES_IN_DAY - SLOT_LIMITS.minuteStep),
    /** Exclusive; 1440 is the midnight that ends the day. */
    endMinute: minuteOfDay(SLOT_LIMITS.minuteStep, MINUTES_IN_DAY),
    show: requiredText(SLOT_LIMITS.showMax),
    /** Blank or left out: a show without a named host. */
    host: trimmedText(SLOT_LIMITS.hostMax)
      .nullish()
      .transform((host) => host || null),
    description: trimmedText(SLOT_LIMITS.descriptionMax).default(''),
    type: slotTypeSchema,
  })
  .superRefine((slot, ctx) => {
    if (slot.endMinute <= slot.startMinute) {
      ctx.addIssue({ code: 'custom', path: ['endMinute'], message: 'must be after the start' });
    }
  });

/** A change names the version it was made from. */
export const slotUpdateSchema = slotInputSchema.safeExtend({ version: versionSchema });

/** Deleting a slot names the version it was read at: `DELETE …/slots/7?version=3`. */
export const slotDeleteQuerySchema = z.object({
  version: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .positive('must be positive'),
});

export const slotParamsSchema = z.object({ id: rowIdParamSchema });

export const officeSlotSchema = scheduleSlotSchema.extend({
  version: z.number().int(),
  updatedAt: z.string(),
});

export const officeScheduleSchema = z.object({
  timeZone: z.string(),
  slots: z.array(officeSlotSchema),
});

/** A write made from a version someone has since replaced: the error and the slot as it is now. */
export const staleSlotSchema = apiErrorSchema.extend({ current: officeSlotSchema });

export const STALE_SLOT = 'STALE_SLOT';
export const SLOT_OVERLAP = 'SLOT_OVERLAP';
export const SLOT_NAME_TAKEN = 'SLOT_NAME_TAKEN';

export type SlotInput = z.input<typeof slotInputSchema>;
export type SlotValues = z.output<typeof slotInputSchema>;
export type SlotUpdate = z.input<typeof slotUpdateSchema>;
export type OfficeSlot = z.infer<typeof officeSlotSchema>;
export type OfficeSchedule = z.infer<typeof officeScheduleSchema>;
export type StaleSlotBody = z.infer<typeof staleSlotSchema>;
