import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openAt } from '../../../../shared/pageTesting';
import { renderWithQueries } from '../../../../shared/query/testing';
import { byPath, envelope } from '../../../../shared/request/testing';
import { asCardHolder } from '../../iotTesting';
import { anOffer, bodyOf } from '../walletTesting';
import { RenewalView } from './RenewalView';

vi.mock('../../../../shared/popups', () => ({ showDialog: vi.fn(async () => undefined), showToast: vi.fn(async () => undefined) }));

const fetch = asCardHolder();
const sentBodies: Array<Record<string, unknown>> = [];

/** The card's renewal as the server keeps it: a save changes what the next read says. */
function serve(initial: number | null, balanceFen: number) {
  let packageId = initial;
  fetch().mockImplementation(
    byPath({
      '/api/iot/renewPackageOption': () => envelope('renewPackageOption', { options: [anOffer(), anOffer({ id: 9, name: '100GB 月包', priceFen: 5900 })], packageId, renewAt: '2025-03-31T15:59:59.000Z', balanceFen }),
      '/api/iot/simUpdateRenewPackage': (_url, init) => {
        sentBodies.push(bodyOf(init));
        packageId = bodyOf(init).packageId as number | null;
        return envelope('simUpdateRenewPackage', { packageId, renewAt: '2025-03-31T15:59:59.000Z' });
      },
    }),
  );
}

beforeEach(async () => {
  sentBodies.length = 0;
  await openAt('/pages/iot/index/setRenew/index');
});

describe('auto-renewal', () => {
  it('shows the renewal chosen, when it is due and that the balance covers it', async () => {
    serve(7, 5000);
    renderWithQueries(<RenewalView />);
    expect(await screen.findByText('下次续费：2025-03-31')).toBeInTheDocument();
    expect(screen.getByText('当前余额 ¥50.00，足够续费。')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /30GB 月包 · ¥29.00/ })).toHaveAttribute('aria-checked', 'true');
  });

  it('warns when the balance does not cover it', async () => {
    serve(7, 1000);
    renderWithQueries(<RenewalView />);
    expect(await screen.findByText('当前余额 ¥10.00，不足 ¥29.00：请在 2025-03-31 前充值，否则号码将停用。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '去充值' })).toBeInTheDocument();
  });

  it('chooses the package to renew with', async () => {
    serve(null, 5000);
    renderWithQueries(<RenewalView />);
    const save = await screen.findByRole('button', { name: '保存' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /100GB 月包/ }));
    fireEvent.click(save);
    await vi.waitFor(() => expect(sentBodies).toEqual([{ packageId: 9 }]));
    await vi.waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));
  });
});
