import type { Handlers } from '../../http/handler';
import type { AddressService } from './service';

type AddressEndpoint = 'simAddressList' | 'setSimAddress' | 'delSimAddress' | 'setDefaultSimAddress';

export const addressHandlers = (addresses: AddressService): Pick<Handlers, AddressEndpoint> => ({
  simAddressList: ({ card }) => addresses.list(card),
  setSimAddress: ({ card, body }) => addresses.save(card, body),
  delSimAddress: ({ card, body }) => addresses.remove(card, body.id),
  setDefaultSimAddress: ({ card, body }) => addresses.setDefault(card, body.id),
});
