/** The texts of binding a phone and switching the network. */
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
  switchNet: {
    intro: 'This card can use several networks. Pick the one with the best signal where you are.',
    current: 'Current network',
    networks: 'Networks of this card',
    currentTag: 'Current',
    notInService: 'Not in service',
    switchTo: 'Switch',
    switchToLabel: 'Switch to {{operator}}',
    confirm: 'Switch the card to {{operator}}? Data stops for a few seconds while the carrier moves the line.',
    confirmYes: 'Switch',
    cancel: 'Cancel',
    pending: 'Moving to {{operator}}…',
    pendingHint: 'The carrier usually answers within a few seconds. You may leave this page: the switch goes on.',
    succeeded: 'The card is on {{operator}}',
    failed: 'Still on {{operator}}',
    onlyOne: 'This card has a single network: there is nothing to switch to.',
    loadFailed: 'Could not load the networks of this card',
  },
};

export type AccountMessages = typeof accountMessages;
