import { useT } from '../../../i18n';
import { useIotStore } from '../../../stores/iot';

/** The card numbers logged in with lately, newest first: a tap fills the field, × forgets one. */
export function RecentCards({ onPick }: { onPick(simNo: string): void }) {
  const t = useT();
  const loginSns = useIotStore((state) => state.loginSns);
  const forgetCard = useIotStore((state) => state.forgetCard);
  if (loginSns.length === 0) return null;
  return (
    <section className="recent-cards" aria-label={t('iotLogin.recent')}>
      <h3 className="recent-cards__title">{t('iotLogin.recent')}</h3>
      <ul className="recent-cards__list">
        {loginSns.map((simNo) => (
          <li key={simNo} className="recent-cards__chip">
            <button type="button" className="recent-cards__pick" onClick={() => onPick(simNo)}>
              {simNo}
            </button>
            <button type="button" className="recent-cards__forget" aria-label={t('iotLogin.forget', { simNo })} onClick={() => forgetCard(simNo)}>
              ×
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
