import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeviceInfo } from '@shop/contract';
import { call } from '../../../shared/request';
import { afterCardChange, cardQuery, useCardNumber } from '../session';

type DeviceAction = 'deviceRestart' | 'deviceClose' | 'deviceReset';

/** While the device applies what it accepted, it is asked again this often; switched off, less often (it waits for a hand on its button). */
const FOLLOW_MS = 1500;
const SWITCHED_OFF_MS = 10_000;

const followEvery = (info: DeviceInfo | undefined): number | false => {
  if (!info || info.pending.length === 0) return false;
  return info.pending.every((pending) => pending.kind === 'powerOn') ? SWITCHED_OFF_MS : FOLLOW_MS;
};

/** The device's state and bands, followed until what it accepted is applied; then the SIM home reads its bands again. */
export function useDeviceInfo() {
  const client = useQueryClient();
  const device = useQuery({ ...cardQuery('deviceInfo', useCardNumber()), refetchInterval: (query) => followEvery(query.state.data) });
  const pending = device.data?.pending.length ?? 0;
  const hadPending = useRef(false);
  useEffect(() => {
    if (hadPending.current && pending === 0) void afterCardChange(client, 'deviceInfo');
    hadPending.current = pending > 0;
  }, [pending, client]);
  return device;
}

/** Stores the device's answer to an action or change (sent to `change`), and has the SIM home read its bands again. */
export function useDeviceAnswer() {
  const client = useQueryClient();
  const simNo = useCardNumber();
  return async (info: DeviceInfo, change: DeviceAction | 'deviceSetWiFiSsidPwd' | 'deviceSetWiFiDisplay') => {
    client.setQueryData(cardQuery('deviceInfo', simNo).queryKey, info);
    await afterCardChange(client, change);
  };
}

/** An action on the device (restart, switch off, reset); a refusal is the request helper's to say. */
export function useDeviceAction() {
  const answer = useDeviceAnswer();
  return useMutation({
    mutationFn: (name: DeviceAction) => call(name, {}),
    onSuccess: (info, name) => answer(info, name),
  });
}
