import type { UsageMessages } from './en';

export const usageMessages: UsageMessages = {
  usageAlerts: {
    title: 'Avisos de consumo y límite de complementos',
    levelsTitle: 'Avisarme cuando haya usado',
    level: 'El {{level}} % del plan',
    textedTo: 'Los avisos se envían por SMS al {{mobile}} y se muestran en el inicio de la tarjeta, una vez por ciclo para cada umbral.',
    noMobile: 'Esta tarjeta no tiene móvil vinculado: los avisos solo se muestran en el inicio de la tarjeta, una vez por ciclo para cada umbral.',
    unlimited: 'Tu plan tiene datos ilimitados, así que no hay una parte del plan que vigilar.',
    capTitle: 'Límite mensual de complementos',
    capSwitch: 'Limitar el gasto en complementos cada mes',
    capLabel: 'Límite (yuanes)',
    capPlaceholder: 'Por ejemplo 50',
    capHint: 'Los complementos de datos y de velocidad cuentan juntos, pagados con el saldo o en línea, pedidos sin pagar incluidos, por mes natural (hora de China).',
    spent: 'Gastado en complementos en {{month}}: {{spent}}',
    errors: {
      required: 'Escribe el límite en yuanes o desactívalo',
      format: 'Escribe un importe en yuanes con dos decimales como máximo',
      tooHigh: 'El límite no puede superar {{max}}',
    },
    save: 'Guardar',
    saved: 'Guardado',
    loadFailed: 'No se pudieron cargar tus avisos',
    notice: {
      title: 'Has usado el {{level}} % de tu plan',
      text: '{{used}} usados de {{total}} en este ciclo.',
      texted: 'También enviamos un SMS a tu móvil vinculado.',
      buy: 'Comprar un complemento',
      dismiss: 'Entendido',
    },
  },
};
