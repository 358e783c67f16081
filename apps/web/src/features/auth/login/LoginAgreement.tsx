import { useState } from 'react';
import { TextSheet } from '../../../shared/ui/TextSheet';
import { currentLocale, useT } from '../../../i18n';
import { endpointQuery } from '../../../shared/query';

/**
 * Logging in accepts the user agreement; its name opens it over the form. "Agree" takes the
 * reader back to the form: logging in is what accepts it.
 */
export function LoginAgreement() {
  const t = useT();
  const locale = currentLocale();
  const [reading, setReading] = useState(false);
  const close = () => setReading(false);
  return (
    <>
      <p className="login-form__agreement">
        {t('login.agreement')}
        <button type="button" className="login-form__terms" aria-haspopup="dialog" onClick={() => setReading(true)}>
          {t('loginProtocol.link')}
        </button>
      </p>
      <TextSheet
        open={reading}
        query={endpointQuery('loginProtocol', { query: { locale } }, { hideError: true })}
        title={t('loginProtocol.title')}
        failedTitle={t('loginProtocol.failed')}
        closeLabel={t('loginProtocol.close')}
        onClose={close}
        footer={
          <div className="protocol-sheet__footer">
            <button type="button" className="button button--primary protocol-sheet__agree" onClick={close}>
              {t('loginProtocol.agree')}
            </button>
          </div>
        }
      />
    </>
  );
}
