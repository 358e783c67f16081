import { CUSTOMER_PATH } from '@shop/contract';
import { useT } from '../../../i18n';
import { MenuRow } from './MenuRow';

/** Service and the promoter's own pages, on Mine and on the shop user's page alike. */
export function HelpLinks() {
  const t = useT();
  return (
    <div className="menu-group">
      <MenuRow label={t('mine.customerService')} link={CUSTOMER_PATH} />
      <MenuRow label={t('mine.questions')} link={'/pages/customer/question/index'} />
      <MenuRow label={t('mine.promise')} link={'/pages/about/promise'} />
      <MenuRow label={t('mine.paymentTerms')} link={'/pages/about/payment'} />
      <MenuRow label={t('mine.about')} link={'/pages/about/textTemplate'} />
    </div>
  );
}
