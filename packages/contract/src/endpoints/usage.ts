import { z } from 'zod';
import { api } from '../api';
import { defineEndpoint } from '../endpoint';
import { ADDON_CAP_MAX_FEN, USAGE_ALERT_LEVELS, UsageFieldMessage } from '../iot/usage';
import { schemaTexts } from '../messages';
import { intParam } from '../params';

const FieldText = schemaTexts(UsageFieldMessage);

/** A level the use of the card's plan reached this cycle, as the SIM home tells it until the holder dismisses it. */
export const usageAlertSchema = z.object({
  id: z.number().int(),
  /** Percent of the plan the holder chose to be told at. */
  level: z.number().int(),
  /** MB used and MB of the plan when the level was reached. */
  useFlow: z.number().int(),
  totalFlow: z.number().int(),
  alertedAt: z.string(),
  /** Whether the SMS went to the bound mobile (none bound: only this notice). */
  texted: z.boolean(),
});
export type UsageAlert = z.infer<typeof usageAlertSchema>;

/** The card's usage alert levels and add-on cap, with what the cap is measured against this month. */
export const usageSettingsSchema = z.object({
  levels: z.array(z.number().int()),
  /** Monthly cap on add-on spending in fen; null: no cap. */
  addonCapFen: z.number().int().nullable(),
  /** Add-ons this China calendar month: paid orders plus unpaid ones still open, in fen. */
  addonSpentFen: z.number().int(),
  /** The China calendar month the spending is counted in, 'YYYY-MM'. */
  month: z.string(),
  /** Unlimited data: no share of the plan to be alerted at. */
  unlimited: z.boolean(),
  /** The masked mobile alerts are texted to; null: alerts show only on the SIM home. */
  boundMobile: z.string().nullable(),
});
export type UsageSettings = z.infer<typeof usageSettingsSchema>;

const levelSchema = z.number({ error: FieldText.levels }).int(FieldText.levels).refine((level) => (USAGE_ALERT_LEVELS as readonly number[]).includes(level), FieldText.levels);

export const simUsageAlerts = defineEndpoint({
  ...api.simUsageAlerts,
  summary: "The card's usage alert levels and monthly add-on spending cap, and this month's add-on spending",
  tag: 'usage',
  access: 'card',
  data: usageSettingsSchema,
});

export const setSimUsageAlerts = defineEndpoint({
  ...api.setSimUsageAlerts,
  summary:
    'Set the shares of the plan (50, 80, 90, 100 %, any of them) at which the holder is texted and noticed once per cycle, and the monthly cap in fen on add-on packages and speed add-ons (null: none)',
  tag: 'usage',
  access: 'card',
  // The client drops empty values (spec 5): no levels and no cap arrive as nothing, which means none.
  body: z.object({
    levels: z
      .array(levelSchema, { error: FieldText.levels })
      .refine((levels) => new Set(levels).size === levels.length, FieldText.levels)
      .default([]),
    addonCapFen: intParam(UsageFieldMessage.capName, 0, ADDON_CAP_MAX_FEN).nullable().default(null),
  }),
  data: usageSettingsSchema,
});

export const dismissSimUsageAlert = defineEndpoint({
  ...api.dismissSimUsageAlert,
  summary: "Hide a usage alert's notice on the SIM home (the SMS already went)",
  tag: 'usage',
  access: 'card',
  body: z.object({ id: intParam(UsageFieldMessage.alertName, 1, 2_147_483_647) }),
  data: z.null(),
});
