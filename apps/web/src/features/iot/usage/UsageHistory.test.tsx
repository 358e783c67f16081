import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { showChineseTexts } from '../../../shared/pageTesting';
import { envelope, fakeFetch, recordingUi } from '../../../shared/request/testing';
import { renderWithQueries } from '../../../shared/query/testing';
import { useIotStore } from '../../../stores/iot';
import { UsageHistory } from './UsageHistory';

let fetch: ReturnType<typeof fakeFetch>;

beforeAll(showChineseTexts);

beforeEach(() => {
  fetch = fakeFetch();
  recordingUi();
  useIotStore.getState().login('8986011234567890001', 'token');
});

afterEach(cleanup);

describe('the usage history', () => {
  it('shows each month with a bar of used against its plan', async () => {
    fetch.mockResolvedValue(envelope(0, [{ month: '2025-02', useFlow: 5120, totalFlow: 10240 }, { month: '2025-01', useFlow: 300, totalFlow: 10240 }]));
    renderWithQueries(<UsageHistory />);
    const february = await screen.findByRole('meter', { name: '2025-02' });
    expect(february.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByText('已用 300MB / 共 10.00GB')).toBeTruthy();
  });

  it('says so when there is no usage yet', async () => {
    fetch.mockResolvedValue(envelope(0, []));
    renderWithQueries(<UsageHistory />);
    expect(await screen.findByText('暂无用量记录')).toBeTruthy();
  });
});
