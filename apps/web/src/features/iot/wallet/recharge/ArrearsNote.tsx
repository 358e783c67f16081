import { useT } from '../../../../i18n';
import { formatFen } from '../../../../shared/format';

/** What the card owes, and that a top-up pays it first and brings the line back. */
export function ArrearsNote({ arrearsFen }: { arrearsFen: number }) {
  const t = useT();
  const amount = formatFen(arrearsFen);
  return (
    <section className="wallet-note wallet-note--bad" role="note">
      <p className="wallet-note__title">{t('wallet.arrears.owed', { amount })}</p>
      <p className="wallet-note__text">{t('wallet.arrears.hint', { amount })}</p>
    </section>
  );
}
