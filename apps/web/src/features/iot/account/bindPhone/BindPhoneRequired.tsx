import { useEffect, useRef } from 'react';
import { useT } from '../../../../i18n';
import { openLink } from '../../../../shared/navigation/openLink';
import { trapFocus } from '../../../../shared/ui/focusTrap';
import { USER_CENTRE_PATH } from '../../layout';
import '../account.css';

/**
 * The SIM home's prompt for a card that must bind a mobile first: it cannot be closed (the
 * server refuses the other actions meanwhile), only followed to the binding page or to 我的
 * (the user centre, where the holder can also log out).
 */
export function BindPhoneRequired() {
  const t = useT();
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => (dialog.current ? trapFocus(dialog.current) : undefined), []);
  return (
    <div ref={dialog} tabIndex={-1} className="layout-popup" role="dialog" aria-modal="true" aria-labelledby="bind-required-title">
      <div className="layout-popup__box">
        <h2 id="bind-required-title" className="layout-popup__title">
          {t('iotHome.bindTitle')}
        </h2>
        <p className="layout-popup__content">{t('iotHome.bindRequired')}</p>
        <div className="layout-popup__actions bind-required__actions">
          <button type="button" className="button button--primary bind-required__go" onClick={() => void openLink('/pages/iot/index/bindPhone/index')}>
            {t('iotHome.goBind')}
          </button>
          <button type="button" className="button button--ghost bind-required__go" onClick={() => void openLink(USER_CENTRE_PATH)}>
            {t('tab.mine')}
          </button>
        </div>
      </div>
    </div>
  );
}
