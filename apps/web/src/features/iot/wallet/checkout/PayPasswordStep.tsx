import { useState } from 'react';
import { PAY_PASSWORD_LENGTH } from '@shop/contract';
import { useT } from '../../../../i18n';
import { NumberKeyboard, PasscodeInput } from '../../../../shared/antd';
import { formatFen } from '../../../../shared/format';
import { openLink } from '../../../../shared/navigation/openLink';
import { Sheet } from '../../../../shared/ui/Sheet';

interface PayPasswordStepProps {
  amountFen: number;
  /** The server's words on the last try (wrong password with the tries left, locked until …). */
  error: string;
  sending: boolean;
  onSubmit(password: string): void;
  onClose(): void;
}

const digitsOf = (text: string) => text.replace(/\D/g, '').slice(0, PAY_PASSWORD_LENGTH);

/**
 * The step that guards a balance payment (the spec's `validate`): six cells filled from the
 * number keyboard (`keyboard`), the phone's own keypad or a hardware keyboard; the sixth digit
 * sends it and empties the cells; a refusal says why.
 */
export function PayPasswordStep({ amountFen, error, sending, onSubmit, onClose }: PayPasswordStepProps) {
  const t = useT();
  const [password, setPassword] = useState('');
  const type = (text: string) => setPassword(digitsOf(text));
  // The cells empty as the password goes: a refusal is then answered by typing it again.
  const send = (filled: string) => {
    if (sending) return;
    setPassword('');
    onSubmit(filled);
  };
  return (
    <Sheet title={t('wallet.validate.title')} closeLabel={t('wallet.details.close')} onClose={onClose} size="part">
      <div className="pay-password">
        <p className="pay-password__amount">{t('wallet.validate.amount', { amount: formatFen(amountFen) })}</p>
        <PasscodeInput
          className="pay-password__cells"
          aria-label={t('wallet.validate.input')}
          length={PAY_PASSWORD_LENGTH}
          seperated
          value={password}
          error={error !== ''}
          onChange={type}
          onFill={send}
        />
        <p className="pay-password__error" role={error ? 'alert' : undefined}>
          {error}
        </p>
        <button type="button" className="pay-password__forgot" onClick={() => void openLink('/pages/iot/index/payPassword/index')}>
          {t('wallet.validate.forgot')}
        </button>
        <NumberKeyboard
          visible
          getContainer={null}
          showCloseButton={false}
          className="pay-password__keyboard"
          onInput={(digit) => type(password + digit)}
          onDelete={() => setPassword(password.slice(0, -1))}
        />
      </div>
    </Sheet>
  );
}
