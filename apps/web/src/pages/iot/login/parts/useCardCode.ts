import { useCodeSender, type SmsCode } from '../../../../components/SmsCode';
import { call } from '../../../../lib/request';

/** The login code of an 'sms' card, sent to its bound phone (as the server masked it). */
export function useCardCode(): SmsCode {
  return useCodeSender(async (simNo) => {
    const answer = await call('simLoginCode', { body: { simNo } }, { hideError: true });
    return { ...answer, mobile: answer.boundMobile };
  });
}
