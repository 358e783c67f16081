import type { SimLayout } from '@shop/contract';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../../i18n';
import { POPUP_SHOWN_KEY, shouldShowPopup } from '../../layout';
import { useIotStore } from '../../../../stores/iot';
import { useSessionStore } from '../../../../stores/session';
import { trapFocus } from '../../../../shared/ui/focusTrap';

/** The promoter's pop-up: once a session, and never again once the holder says so. */
export function LayoutPopup({ popup }: { popup: SimLayout['popup'] }) {
  const t = useT();
  const prevented = useIotStore((state) => state.iotIndexPopupPrevent);
  // Decided once on mount, so closing it this session does not need a re-render race.
  const [open, setOpen] = useState(() =>
    shouldShowPopup(popup, { prevented, shownThisSession: useSessionStore.getState().wasShown(POPUP_SHOWN_KEY) }),
  );
  const dialog = useRef<HTMLDivElement>(null);
  const close = (preventAgain: boolean) => {
    useSessionStore.getState().markShown(POPUP_SHOWN_KEY);
    if (preventAgain) useIotStore.getState().setPopupPrevent(true);
    setOpen(false);
  };
  // A modal: the keyboard stays in it, Escape closes it for this session.
  useEffect(() => (open && dialog.current ? trapFocus(dialog.current, () => close(false)) : undefined), [open]);
  if (!open) return null;
  return (
    <div ref={dialog} tabIndex={-1} className="layout-popup" role="dialog" aria-modal="true" aria-label={popup.title || t('iotHome.notice')}>
      <div className="layout-popup__box">
        {popup.title ? <h2 className="layout-popup__title">{popup.title}</h2> : null}
        <p className="layout-popup__content">{popup.content}</p>
        <div className="layout-popup__actions">
          <button type="button" className="layout-popup__secondary" onClick={() => close(true)}>
            {t('iotHome.popupPrevent')}
          </button>
          <button type="button" className="button button--primary" onClick={() => close(false)}>
            {t('iotHome.popupClose')}
          </button>
        </div>
      </div>
    </div>
  );
}
