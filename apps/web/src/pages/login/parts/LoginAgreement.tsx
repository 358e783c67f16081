import { useState } from 'react';
import { useT } from '../../../i18n';
import { ProtocolSheet } from './ProtocolSheet';

/** Logging in accepts the user agreement; its name opens it over the form. */
export function LoginAgreement() {
  const t = useT();
  const [reading, setReading] = useState(false);
  return (
    <>
      <p className="login-form__agreement">
        {t('login.agreement')}
        <button type="button" className="login-form__terms" onClick={() => setReading(true)}>
          {t('loginProtocol.link')}
        </button>
      </p>
      {reading ? <ProtocolSheet onClose={() => setReading(false)} /> : null}
    </>
  );
}
