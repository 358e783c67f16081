import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, EndpointOf, SimAddress } from '@shop/contract';
import { history, navigateBack, redirectTo } from '../../../../shared/navigation';
import { call } from '../../../../shared/request';
import { useIotStore } from '../../../../stores/iot';
import { cardQuery } from '../../session';

/** The card's addresses, the default first. */
export const addressesQuery = (simNo: string) => cardQuery('simAddressList', simNo);

/** The address an order ships to: the one chosen (spec 3 `iotSimAddressId`) while the card still has it, else its default. */
export const shipTo = (addresses: readonly SimAddress[], chosenId: number): SimAddress | undefined =>
  addresses.find((address) => address.id === chosenId) ?? addresses.find((address) => address.isDefault) ?? addresses[0];

type AddressChange = 'setSimAddress' | 'delSimAddress' | 'setDefaultSimAddress';

/**
 * A change to the card's addresses; the list follows it (deleting and making default answer
 * the new list, which is kept at once). Refusals are told by the request helper.
 */
export function useAddressChange<N extends AddressChange>(name: N, simNo: string) {
  const client = useQueryClient();
  const send = call as (endpoint: N, input: { body: BodyOf<EndpointOf<N>> }) => Promise<SimAddress | SimAddress[]>;
  return useMutation({
    mutationFn: (body: BodyOf<EndpointOf<N>>) => send(name, { body }),
    onSuccess: async (answer) => {
      if (Array.isArray(answer)) client.setQueryData(addressesQuery(simNo).queryKey, answer);
      await client.invalidateQueries({ queryKey: addressesQuery(simNo).queryKey });
    },
  });
}

/**
 * Before sending the holder to choose an address: remembers the page to come back to (spec 3
 * `selectAddressBackPath`), the order confirmation with its quantity and delivery.
 */
export const rememberBackPath = (): void => useIotStore.getState().setSelectAddressBackPath(history.location().href);

/**
 * Ships to `id` (spec 3 `iotSimAddressId`) and returns to the page that sent the holder to
 * choose: back in history when it is `pagesAbove` pages below (the list's form is one above the
 * list), else opened in place of this one.
 */
export async function chooseAndReturn(id: number, pagesAbove = 1): Promise<void> {
  const { chooseAddress, selectAddressBackPath: back } = useIotStore.getState();
  chooseAddress(id);
  if (history.port.depth() > pagesAbove) {
    await navigateBack({ delta: pagesAbove });
    if (history.location().href === back) return;
  }
  await redirectTo({ url: back });
}
