import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../../shared/request/testing';
import { renderWithQueries } from '../../../shared/query/testing';
import { asCardHolder } from '../iotTesting';
import { UsageHistory } from './UsageHistory';

const fetch = asCardHolder();

describe('the usage history', () => {
  it('shows each month with a bar of used against its plan', async () => {
    fetch().mockResolvedValue(envelope('simHistoryLine', [{ month: '2025-02', useFlow: 5120, totalFlow: 10240 }, { month: '2025-01', useFlow: 300, totalFlow: 10240 }]));
    renderWithQueries(<UsageHistory />);
    const february = await screen.findByRole('meter', { name: '2025-02' });
    expect(february).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('已用 300MB / 共 10.00GB')).toBeInTheDocument();
  });

  it('says so when there is no usage yet', async () => {
    fetch().mockResolvedValue(envelope('simHistoryLine', []));
    renderWithQueries(<UsageHistory />);
    expect(await screen.findByText('暂无用量记录')).toBeInTheDocument();
  });
});
