import { useInfiniteQuery } from '@tanstack/react-query';
import { balanceReasonLabel, type DataOf, type EndpointOf } from '@shop/contract';
import { useT } from '../../../../i18n';
import { formatDateTime, formatFen } from '../../../../shared/format';
import { usePagedQuery } from '../../../../shared/query';
import { PagedList } from '../../../../shared/ui/PagedList';
import { EmptyState } from '../../../../shared/ui/PageStates';
import { useCardNumber } from '../../session';
import { cardPages, labelOf } from '../walletQueries';
import '../wallet.css';

type Line = DataOf<EndpointOf<'simBalanceLogList'>>['list'][number];

/** '+¥10.00' for a credit, '-¥5.00' for a charge. */
export const signedFen = (fen: number): string => (fen > 0 ? `+${formatFen(fen)}` : formatFen(fen));

function LedgerLine({ line }: { line: Line }) {
  const t = useT();
  return (
    <article className="wallet-row">
      <div className="wallet-row__main">
        <p className="wallet-row__title">{labelOf(balanceReasonLabel, line.reason)}</p>
        <p className="wallet-row__meta">{formatDateTime(line.createdAt)}</p>
        {line.orderSn ? <p className="wallet-row__meta">{t('wallet.ledger.order', { orderSn: line.orderSn })}</p> : null}
      </div>
      <div className="wallet-row__side">
        <p className={line.amountFen > 0 ? 'wallet-row__amount wallet-row__amount--credit' : 'wallet-row__amount'}>{signedFen(line.amountFen)}</p>
        <p className="wallet-row__meta">{t('wallet.ledger.balanceAfter', { amount: formatFen(line.balanceAfterFen) })}</p>
      </div>
    </article>
  );
}

/** The card's balance ledger: every change, its reason, amount and the balance after, newest first. */
export function BalanceLogList() {
  const t = useT();
  const paged = usePagedQuery(useInfiniteQuery(cardPages('simBalanceLogList', useCardNumber())));
  return (
    <div className="wallet-page">
      <PagedList className="wallet-list" paged={paged} itemKey={(line) => line.id} renderItem={(line) => <LedgerLine line={line} />} empty={<EmptyState title={t('wallet.ledger.empty')} />} />
    </div>
  );
}
