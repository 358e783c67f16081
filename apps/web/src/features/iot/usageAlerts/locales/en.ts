/** The texts of the usage alerts and the monthly add-on cap. */
export const usageMessages = {
  usageAlerts: {
    title: 'Usage alerts and add-on cap',
    levelsTitle: 'Alert me when I have used',
    level: '{{level}}% of the plan',
    textedTo: 'Alerts are texted to {{mobile}} and shown on the card home, once per cycle for each level.',
    noMobile: 'No mobile is linked to this card: alerts are only shown on the card home, once per cycle for each level.',
    unlimited: 'Your plan has unlimited data, so there is no share of it to be alerted at.',
    capTitle: 'Monthly add-on cap',
    capSwitch: 'Limit what add-ons cost each month',
    capLabel: 'Cap (yuan)',
    capPlaceholder: 'For example 50',
    capHint: 'Add-on packages and speed add-ons count together, from the balance or paid online, unpaid orders included, per calendar month (China time).',
    spent: 'Spent on add-ons in {{month}}: {{spent}}',
    errors: {
      required: 'Enter the cap in yuan, or turn the cap off',
      format: 'Enter an amount in yuan with at most two decimals',
      tooHigh: 'The cap cannot be more than {{max}}',
    },
    save: 'Save',
    saved: 'Saved',
    loadFailed: 'Could not load your alert settings',
    notice: {
      title: 'You have used {{level}}% of your plan',
      text: '{{used}} of {{total}} used this cycle.',
      texted: 'A text message went to your linked mobile too.',
      buy: 'Buy an add-on',
      dismiss: 'Got it',
    },
  },
};

export type UsageMessages = typeof usageMessages;
