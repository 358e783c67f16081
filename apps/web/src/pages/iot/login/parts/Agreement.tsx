import { useT } from '../../../../i18n';
import { navigateTo } from '../../../../lib/navigation';
import { CARD_LOGIN_PROTOCOL_PATH } from './links';

interface AgreementProps {
  title: string;
  agreed: boolean;
  /** Said when the holder tried to log in without agreeing. */
  error: string | null;
  onChange(agreed: boolean): void;
}

/** The agreement checkbox; its title opens the agreement. */
export function Agreement({ title, agreed, error, onChange }: AgreementProps) {
  const t = useT();
  return (
    <div className="card-agreement">
      <label className="card-agreement__label">
        <input type="checkbox" className="card-agreement__box" checked={agreed} onChange={(event) => onChange(event.target.checked)} />
        {t('iotLogin.agreement')}
      </label>
      <button type="button" className="card-agreement__link" onClick={() => void navigateTo({ url: CARD_LOGIN_PROTOCOL_PATH })}>
        {title}
      </button>
      {error ? (
        <p className="card-agreement__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
