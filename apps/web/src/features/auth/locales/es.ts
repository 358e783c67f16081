import type { AuthMessages } from './en';

export const authMessages: AuthMessages = {
  loginProtocol: {
    link: 'condiciones de uso',
    title: 'Condiciones de uso',
    agree: 'Acepto',
    close: 'Cerrar',
    failed: 'No se pudieron cargar las condiciones de uso',
  },
  login: {
    heading: 'Consultar mis pedidos',
    subheading: 'Inicia sesión con el móvil con el que hiciste el pedido',
    modes: { sms: 'Móvil y código', orderSn: 'Número de pedido' },
    mobile: 'Móvil',
    mobilePlaceholder: 'Móvil de 11 dígitos',
    code: 'Código',
    codePlaceholder: 'Código de 6 dígitos',
    orderSn: 'Número de pedido',
    orderSnPlaceholder: 'El número que figura en tu pedido',
    submit: 'Iniciar sesión',
    agreement: 'Al iniciar sesión aceptas las',
    errors: {
      mobile: 'Un móvil tiene 11 dígitos y empieza por 1',
      code: 'Introduce el código de 6 dígitos',
      orderSn: 'Un número de pedido tiene de 8 a 32 mayúsculas y dígitos',
    },
  },
  smsCode: { send: 'Obtener código', sending: 'Enviando…', resendIn: 'Reenviar en {{seconds}} s', resend: 'Reenviar', sent: 'Código enviado al {{mobile}}, válido durante {{minutes}} minutos' },
};
