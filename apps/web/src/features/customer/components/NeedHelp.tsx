import { CUSTOMER_PATH } from '@shop/contract';
import { useT } from '../../../i18n';
import { openLink } from '../../../shared/navigation/openLink';
import { Icon } from './icons';

/** The way on to customer service when the answers were not enough. */
export function NeedHelp() {
  const t = useT();
  return (
    <button type="button" className="need-help" onClick={() => void openLink(CUSTOMER_PATH)}>
      <span className="icon-badge">
        <Icon name="chat" />
      </span>
      <span className="need-help__text">
        <span className="need-help__title">{t('questions.stillNeedHelp')}</span>
        <span className="need-help__hint">{t('questions.stillNeedHelpHint')}</span>
      </span>
      <span className="need-help__action">{t('questions.contactService')}</span>
    </button>
  );
}
