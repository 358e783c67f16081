import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PagePath, VipPlan } from '@shop/contract';
import { useT } from '../../../i18n';
import { formatFen } from '../../../shared/format';
import { openLink } from '../../../shared/navigation/openLink';
import { trapFocus } from '../../../shared/ui/focusTrap';
import { EmptyState } from '../../../shared/ui/PageStates';
import { useSessionStore } from '../../../stores/session';
import { NotLoaded } from '../components/NotLoaded';
import { cardQuery, useCardNumber } from '../session';
import { VIP_POPUP_KEY } from '../layout';
import { packageOff } from './planText';
import './vipInvite.css';

const VIP_CENTRE: PagePath = '/pages-sub/iot/index/vip/index';

/** The cheapest plan: its price leads the invitation. */
const cheapest = (plans: readonly VipPlan[]): VipPlan | undefined => plans.reduce<VipPlan | undefined>((best, plan) => (best && best.priceFen <= plan.priceFen ? best : plan), undefined);

interface InvitationProps {
  plans: readonly VipPlan[];
  titleId: string;
  onGo(): void;
  /** The dialog's close, when it is one. */
  onClose?(): void;
}

/** Why join: the benefits of the plans on sale and the lowest price, and the way to the plans. */
function Invitation({ plans, titleId, onGo, onClose }: InvitationProps) {
  const t = useT();
  const lead = cheapest(plans);
  const perks = [
    ...new Set(
      plans
        .flatMap((plan) => [packageOff(plan), ...plan.privileges.items.map((item) => item.title)])
        .filter((perk): perk is string => Boolean(perk)),
    ),
  ].slice(0, 6);
  return (
    <div className="vip-invite">
      {onClose ? (
        <button type="button" className="vip-invite__close" aria-label={t('perks.vip.close')} onClick={onClose}>
          ×
        </button>
      ) : null}
      <h2 id={titleId} className="vip-invite__title">
        {t('perks.vip.inviteTitle')}
      </h2>
      <p className="vip-invite__hint">{t('perks.vip.inviteHint')}</p>
      {perks.length > 0 ? (
        <ul className="vip-invite__perks" aria-label={t('perks.vip.privileges')}>
          {perks.map((perk) => (
            <li key={perk} className="vip-invite__perk">
              {perk}
            </li>
          ))}
        </ul>
      ) : null}
      {lead ? <p className="vip-invite__price">{t('perks.vip.fromPrice', { price: formatFen(lead.priceFen) })}</p> : null}
      <div className="vip-invite__actions">
        <button type="button" className="vip-invite__go" onClick={onGo}>
          {t('perks.vip.seePlans')}
        </button>
        {onClose ? (
          <button type="button" className="vip-invite__later" onClick={onClose}>
            {t('perks.vip.later')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The VIP invitation over the SIM home, for a card without a membership in force, once a session
 * at most and only when plans are on sale: closing it or going to the plans marks it shown.
 * A modal: the keyboard stays in it, Escape closes it, focus goes back where it was.
 */
export function VipHomePopup() {
  const plans = useQuery(cardQuery('vipList', useCardNumber())).data?.plans ?? [];
  const [open, setOpen] = useState(() => !useSessionStore.getState().wasShown(VIP_POPUP_KEY));
  const dialog = useRef<HTMLDivElement>(null);
  const showing = open && plans.length > 0;
  const close = () => {
    useSessionStore.getState().markShown(VIP_POPUP_KEY);
    setOpen(false);
  };
  useEffect(() => (showing && dialog.current ? trapFocus(dialog.current, close) : undefined), [showing]);
  if (!showing) return null;
  return (
    <div ref={dialog} tabIndex={-1} className="vip-popup" role="dialog" aria-modal="true" aria-labelledby="vip-popup-title">
      <Invitation
        plans={plans}
        titleId="vip-popup-title"
        onGo={() => {
          close();
          void openLink(VIP_CENTRE);
        }}
        onClose={close}
      />
    </div>
  );
}

/** The invitation as a page of its own (the spec's vip/popup). */
export function VipInvitePage() {
  const t = useT();
  const list = useQuery(cardQuery('vipList', useCardNumber()));
  if (list.data === undefined) return <NotLoaded query={list} failedTitle={t('wallet.loadFailed')} />;
  if (list.data.plans.length === 0) return <EmptyState title={t('perks.vip.empty')} />;
  return (
    <div className="vip-invite-page">
      <Invitation plans={list.data.plans} titleId="vip-invite-title" onGo={() => void openLink(VIP_CENTRE)} />
    </div>
  );
}
