import { beforeEach, describe, expect, it } from 'vitest';
import { useIotStore } from '../stores/iot';
import { useSessionStore } from '../stores/session';
import { applyEntryQuery } from './entry';

beforeEach(() => {
  useSessionStore.setState({ promoCode: '', pageCode: '', pageOptions: {} });
  useIotStore.setState({ simNo: '', iotIndexPopupPrevent: true });
});

describe('applyEntryQuery', () => {
  it('keeps the promoter, page code and campaign parameters a visitor arrives with', () => {
    applyEntryQuery({ promoCode: 'sunrise', pageCode: 'spring', bd_vid: 'v1', autoFilterDelivery: '1', other: 'x' });
    const session = useSessionStore.getState();
    expect(session.promoCode).toBe('sunrise');
    expect(session.pageCode).toBe('spring');
    expect(session.pageOptions).toEqual({ bd_vid: 'v1', autoFilterDelivery: '1' });
  });

  it('keeps what it had when the address carries nothing', () => {
    applyEntryQuery({ promoCode: 'sunrise', agreeAgreement: '1' });
    applyEntryQuery({});
    expect(useSessionStore.getState().promoCode).toBe('sunrise');
    expect(useSessionStore.getState().pageOptions).toEqual({ agreeAgreement: '1' });
  });

  it('previews a promoter layout for a card: sets the card and shows its popup again', () => {
    applyEntryQuery({ iotPreview: 'IotLayout:89860000000000000001' });
    const iot = useIotStore.getState();
    expect(iot.simNo).toBe('89860000000000000001');
    expect(iot.iotIndexPopupPrevent).toBe(false);
  });

  it('ignores a preview value of another form', () => {
    applyEntryQuery({ iotPreview: 'IotLayout:12ab' });
    applyEntryQuery({ iotPreview: 'Other:123' });
    expect(useIotStore.getState().simNo).toBe('');
  });
});
