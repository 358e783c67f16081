import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { showChineseTexts } from '../../../../lib/pageTesting';
import { envelope, fakeFetch, recordingUi } from '../../../../lib/request/testing';
import { useIotStore } from '../../../../stores/iot';
import HistoryLinePage from './index';

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
    render(<HistoryLinePage />);
    const february = await screen.findByRole('meter', { name: '2025-02' });
    expect(february.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByText('已用 300MB / 共 10.00GB')).toBeTruthy();
  });

  it('says so when there is no usage yet', async () => {
    fetch.mockResolvedValue(envelope(0, []));
    render(<HistoryLinePage />);
    expect(await screen.findByText('暂无用量记录')).toBeTruthy();
  });
});
