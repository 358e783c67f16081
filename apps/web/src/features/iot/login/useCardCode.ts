import { useMutation } from '@tanstack/react-query';
import { useCodeSender, type SmsCode } from '../../auth';
import { call } from '../../../shared/request';

/** The login code of an 'sms' card, sent to its bound phone (as the server masked it). */
export function useCardCode(): SmsCode {
  const sendCode = useMutation({ mutationFn: (simNo: string) => call('simLoginCode', { body: { simNo } }, { hideError: true }) });
  return useCodeSender(async (simNo) => {
    const answer = await sendCode.mutateAsync(simNo);
    return { ...answer, mobile: answer.boundMobile };
  });
}
