import type { PagePath, SimInfo } from '@shop/contract';
import { useT } from '../../../../i18n';
import { formatFen } from '../../../../shared/format';
import { openLink } from '../../../../shared/navigation/openLink';
import { useRemoveBreak } from '../simQueries';

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
function BreakTips({ info }: { info: SimInfo }) {
  const t = useT();
  const removeBreak = useRemoveBreak();
  return (
    <div className="sim-prompt sim-prompt--bad" role="alert">
      <p className="sim-prompt__text">{info.breakTips}</p>
      {info.allowRemoveBreak ? (
        <button type="button" className="sim-prompt__action" disabled={removeBreak.isPending} onClick={() => removeBreak.mutate()}>
          {t('iotHome.removeBreak')}
        </button>
      ) : null}
    </div>
  );
}

/** What the holder must do before the line works: real-name, a package, paying arrears, a break rule. */
export function SimPrompts({ info }: { info: SimInfo }) {
  const t = useT();
  return (
    <div className="sim-prompts">
      {info.needAuth ? <Prompt tone="warn" text={t('iotHome.needAuth')} action={t('iotHome.goAuth')} onPress={() => void openLink('/pages/iot/index/realnameAuth/index' satisfies PagePath)} /> : null}
      {info.arrearsBalance > 0 ? (
        <Prompt tone="bad" text={t('iotHome.arrears', { amount: formatFen(info.arrearsBalance) })} action={t('iotHome.goRecharge')} onPress={() => void openLink('/pages/iot/index/balance/index' satisfies PagePath)} />
      ) : null}
      {info.needBuyPackage ? <Prompt tone="warn" text={t('iotHome.needBuyPackage')} action={t('iotHome.goBuy')} onPress={() => void openLink('/pages/iot/index/package/index' satisfies PagePath)} /> : null}
      {info.breakTips ? <BreakTips info={info} /> : null}
    </div>
  );
}
