import { LOCALES } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../i18n';
import { featurePacks } from './textPacks';

/** Every text of a message tree by key path, e.g. ['order.total', 'Total']. */
function textsOf(tree: object, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]: [string, unknown]): [string, unknown][] =>
    typeof value === 'object' && value !== null ? textsOf(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

const keysOf = (tree: object): string[] => textsOf(tree).map(([key]) => key).sort();

describe("the features' text packs", () => {
  it('are found in every feature folder that has one', () => {
    expect(featurePacks.map((pack) => pack.name).sort()).toEqual(
      ['account', 'auth', 'content', 'customer', 'device', 'iot', 'network', 'numbers', 'order', 'pointsOrders', 'pointsShop', 'realname', 'regions', 'tasks', 'usage'],
    );
  });

  it('each hold the namespaces they name, in every locale, with every English key and no empty text', async () => {
    for (const pack of featurePacks) {
      const english = await pack.load.en();
      expect(Object.keys(english).sort(), pack.name).toEqual([...pack.namespaces].sort());
      for (const locale of LOCALES) {
        const messages = await pack.load[locale]();
        expect(keysOf(messages), `${pack.name} ${locale}`).toEqual(keysOf(english));
        for (const [key, text] of textsOf(messages)) expect(text, `${locale} ${key}`).toMatch(/\S/);
      }
    }
  });

  it('share no namespace with each other or with the shell', async () => {
    const namespaces = [...Object.keys(await loadMessages('en')), ...featurePacks.flatMap((pack) => pack.namespaces)];
    expect(namespaces.filter((namespace, index) => namespaces.indexOf(namespace) !== index)).toEqual([]);
  });
});
