/** The texts of switching the card's network. */
export const networkMessages = {
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

export type NetworkMessages = typeof networkMessages;
