import { pageUrl } from '@shop/contract';
import { useT } from '../../../i18n';
import { navigateTo } from '../../../shared/navigation';
import { CARD_LOGIN_PROTOCOL_PATH } from './afterLogin';

interface AgreementProps {
  title: string;
  /** The typed card whose promoter's agreement this is; none: the visitor's promoter's. */
  simNo?: string;
  agreed: boolean;
  onAgree(agreed: boolean): void;
  /** Said when the holder tried to log in without agreeing. */
  error: string | null;
}

/** The agreement checkbox; its title opens the agreement. */
export function Agreement({ title, simNo, agreed, onAgree, error }: AgreementProps) {
  const t = useT();
  return (
    <div className="card-agreement">
      <label className="card-agreement__label">
        <input type="checkbox" name="agreed" className="card-agreement__box" checked={agreed} onChange={(event) => onAgree(event.target.checked)} />
        {t('iotLogin.agreement')}
      </label>
      <button type="button" className="card-agreement__link" onClick={() => void navigateTo({ url: pageUrl(CARD_LOGIN_PROTOCOL_PATH, simNo === undefined ? {} : { simNo }) })}>
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
