import { inLocales } from '../constants';
import { defineMessages } from '../messages';

// Usage alerts and the add-on spending cap: the holder's choices, named once for server, client and docs.

/** The shares of the plan (percent) a holder may be alerted at; any subset. */
export const USAGE_ALERT_LEVELS = [50, 80, 90, 100] as const;
export type UsageAlertLevel = (typeof USAGE_ALERT_LEVELS)[number];

/** The highest monthly add-on cap a holder may set: ¥100,000. */
export const ADDON_CAP_MAX_FEN = 10_000_000;

/** Field texts of the usage settings, for the server's answer and the form's checks as the holder types. */
export const UsageFieldMessage = /* @__PURE__ */ defineMessages('usageField', {
  capName: inLocales('加油包月限额（分）', '加油包月限額（分）', 'Monthly add-on cap (fen)', 'Le plafond mensuel des recharges (fen)', 'El límite mensual de complementos (fen)'),
  alertName: inLocales('提醒编号', '提醒編號', 'Alert number', "Le numéro d'alerte", 'El número de aviso'),
  levels: inLocales(
    `提醒档位只能是 ${USAGE_ALERT_LEVELS.join('%、')}%，且不能重复`,
    `提醒檔位只能是 ${USAGE_ALERT_LEVELS.join('%、')}%，且不能重複`,
    `Alert levels can only be ${USAGE_ALERT_LEVELS.join('%, ')}%, each at most once`,
    `Les seuils d'alerte ne peuvent être que ${USAGE_ALERT_LEVELS.join(' %, ')} %, chacun une seule fois`,
    `Los umbrales de aviso solo pueden ser ${USAGE_ALERT_LEVELS.join(' %, ')} %, cada uno una sola vez`,
  ),
});
