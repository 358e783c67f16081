/** The texts of the region picker. */
export const regionsMessages = {
  region: {
    close: 'Close',
    label: 'Region',
    placeholder: 'Province / city / district',
    title: 'Choose your region',
    province: 'Province',
    city: 'City',
    county: 'District',
    choose: 'Choose',
    failed: 'Could not load the regions',
  },
};

export type RegionsMessages = typeof regionsMessages;
