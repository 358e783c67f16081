import type { SimInfo } from '@shop/contract';
import { useState } from 'react';
import { useT } from '../../../../i18n';
import { formatFen } from '../../../../lib/format';
import { IotPath } from '../../../../lib/iot/paths';
import { openLink } from '../../../../lib/navigation/openLink';
import { showToast } from '../../../../lib/popups';
import { call } from '../../../../lib/request';


function Prompt({ tone, text, action, onPress }: { tone: 'warn' | 'bad'; text: string; action: string; onPress(): void }) {
  return (
    <div className={`sim-prompt sim-prompt--${tone}`} role="status">
      <p className="sim-prompt__text">{text}</p>
      <button type="button" className="sim-prompt__action" onClick={onPress}>
        {action}
      </button>
    </div>
  );
}

/** A break-rule suspension, with "解除" when the rule lets the holder lift it. */
function BreakTips({ info, onChanged }: { info: SimInfo; onChanged(): void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    const lifted = await call('simRemoveBreak').then(
      () => true,
      () => false,
    );
    setBusy(false);
    if (!lifted) return;
    void showToast(t('iotHome.breakRemoved'));
    onChanged();
  };
  return (
    <div className="sim-prompt sim-prompt--bad" role="alert">
      <p className="sim-prompt__text">{info.breakTips}</p>
      {info.allowRemoveBreak ? (
        <button type="button" className="sim-prompt__action" disabled={busy} onClick={() => void remove()}>
          {t('iotHome.removeBreak')}
        </button>
      ) : null}
    </div>
  );
}

/** What the holder must do before the line works: real-name, a package, paying arrears, a break rule. */
export function SimPrompts({ info, onChanged }: { info: SimInfo; onChanged(): void }) {
  const t = useT();
  return (
    <div className="sim-prompts">
      {info.needAuth ? <Prompt tone="warn" text={t('iotHome.needAuth')} action={t('iotHome.goAuth')} onPress={() => void openLink(IotPath.realnameAuth)} /> : null}
      {info.arrearsBalance > 0 ? (
        <Prompt tone="bad" text={t('iotHome.arrears', { amount: formatFen(info.arrearsBalance) })} action={t('iotHome.goRecharge')} onPress={() => void openLink(IotPath.balance)} />
      ) : null}
      {info.needBuyPackage ? <Prompt tone="warn" text={t('iotHome.needBuyPackage')} action={t('iotHome.goBuy')} onPress={() => void openLink(IotPath.package)} /> : null}
      {info.breakTips ? <BreakTips info={info} onChanged={onChanged} /> : null}
    </div>
  );
}
