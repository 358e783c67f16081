/** The texts of binding a phone to the card. */
export const accountMessages = {
  bindPhone: {
    intro: 'Codes for this card and its notices go to the bound mobile.',
    current: 'Bound mobile: {{mobile}}',
    none: 'No mobile is bound to this card yet.',
    required: 'This card needs a bound mobile before anything else can be done with it.',
    mobile: 'New mobile',
    mobilePlaceholder: '11-digit mobile number',
    code: 'Code',
    codePlaceholder: '6-digit code',
    oldCode: 'Old code',
    oldCodeNote: 'Changing the bound mobile needs a code sent to {{mobile}} as well',
    bind: 'Bind',
    change: 'Change bound mobile',
    bound: 'Mobile {{mobile}} bound',
    errors: {
      mobile: 'Enter an 11-digit mobile number starting with 1',
      code: 'The code is 6 digits',
    },
  },
};

export type AccountMessages = typeof accountMessages;
