import type { BaseConfig, GenericConfig } from '@shop/contract';
import type { PointEvent } from '../modules/config/service';
import type { DictOptionInput } from '../modules/dict/service';

type Front = BaseConfig['front'];
export type PromoterOverrides = Partial<Omit<BaseConfig, 'front'>> & { front?: Partial<Front> };

/** A complete, valid promoter; override only what a test or the demo cares about. */
export const aPromoter = (overrides: PromoterOverrides = {}): BaseConfig => {
  const { front, ...rest } = overrides;
  const promoCode = rest.promoCode ?? 'promoter';
  return {
    promoCode,
    promoName: `推广商 ${promoCode}`,
    isAgent: false,
    domain: '',
    inviteCode: '',
    douyinMpImId: '',
    kuaishouMpImId: '',
    showPaymentType: ['wechat'],
    shopMenu: [],
    ...rest,
    front: {
      title: '号码商城',
      keywords: '手机号码,靓号,流量卡',
      description: '在线选号，快速下单',
      logo: '',
      indexCarousel: [],
      bottomTips: '',
      ipcCode: '',
      kefuUrl: '',
      kefuQr: '',
      kefuMobile: '',
      followQr: '',
      shopTemplate: 1,
      fastNav: [],
      suggest: false,
      indexSearch: true,
      indexFirstGroup: 2,
      showInviteRegister: false,
      ...front,
    },
  };
};

export const someGenericSettings = (overrides: Partial<GenericConfig> = {}): GenericConfig => ({
  orderQueryMode: 'sms',
  loginAvatar: '',
  defaultPromoCode: 'demo',
  ...overrides,
});

export const aDictOption = (overrides: Partial<DictOptionInput> = {}): DictOptionInput => ({
  label: '选项',
  value: '1',
  ...overrides,
});

export const aPointEvent = (overrides: Partial<PointEvent> = {}): PointEvent => ({
  event: 'page_view',
  ...overrides,
});
