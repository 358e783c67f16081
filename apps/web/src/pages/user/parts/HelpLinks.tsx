import { CUSTOMER_PATH } from '@shop/contract';
import { useT } from '../../../i18n';
import { ABOUT_PAYMENT_PATH, ABOUT_PROMISE_PATH, ABOUT_US_PATH, QUESTION_LIST_PATH } from '../../../lib/paths';
import { MenuRow } from './MenuRow';

/** Service and the promoter's own pages, on Mine and on the shop user's page alike. */
export function HelpLinks() {
  const t = useT();
  return (
    <div className="menu-group">
      <MenuRow label={t('mine.customerService')} link={CUSTOMER_PATH} />
      <MenuRow label={t('mine.questions')} link={QUESTION_LIST_PATH} />
      <MenuRow label={t('mine.promise')} link={ABOUT_PROMISE_PATH} />
      <MenuRow label={t('mine.paymentTerms')} link={ABOUT_PAYMENT_PATH} />
      <MenuRow label={t('mine.about')} link={ABOUT_US_PATH} />
    </div>
  );
}
