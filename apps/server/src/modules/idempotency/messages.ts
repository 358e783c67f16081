import { defineMessages, inLocales, renderCatalogue } from '@shop/contract';

/** What a client is told when its idempotency key is reused or its first request still runs. */
export const IdempotencyMessage = defineMessages('idempotency', {
  reused: inLocales(
    '该请求编号已用于另一笔请求',
    '該請求編號已用於另一筆請求',
    'This request number has already been used for another request',
    'Ce numéro de requête a déjà servi pour une autre requête',
    'Este número de solicitud ya se ha usado para otra solicitud',
  ),
  running: inLocales(
    '请求正在处理中，请稍候',
    '請求正在處理中，請稍候',
    'The request is being processed. Please wait a moment',
    'La requête est en cours de traitement. Veuillez patienter',
    'La solicitud se está procesando. Espera un momento',
  ),
});

export const IdempotencyText = renderCatalogue(IdempotencyMessage, 'zh-Hans');
