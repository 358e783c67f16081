/** The texts of the shop login, its SMS code and its user agreement. */
export const authMessages = {
  loginProtocol: {
    link: 'user agreement',
    title: 'User agreement',
    agree: 'Agree',
    close: 'Close',
    failed: 'Could not load the user agreement',
  },
  login: {
    heading: 'Look up your orders',
    subheading: 'Log in with the mobile number you ordered with',
    modes: { sms: 'Mobile and code', orderSn: 'Order number' },
    mobile: 'Mobile',
    mobilePlaceholder: '11-digit mobile number',
    code: 'Code',
    codePlaceholder: '6-digit code',
    orderSn: 'Order number',
    orderSnPlaceholder: 'The number on your order',
    submit: 'Log in',
    agreement: 'By logging in you accept the',
    errors: {
      mobile: 'A mobile number is 11 digits starting with 1',
      code: 'Enter the 6-digit code',
      orderSn: 'An order number is 8–32 capital letters and digits',
    },
  },
  smsCode: { send: 'Get code', sending: 'Sending…', resendIn: 'Resend in {{seconds}} s', resend: 'Send again', sent: 'Code sent to {{mobile}}, valid for {{minutes}} minutes' },
};

export type AuthMessages = typeof authMessages;
