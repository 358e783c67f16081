import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openLink } from '../../../../shared/navigation/openLink';
import { openAt } from '../../../../shared/pageTesting';
import { renderWithQueries } from '../../../../shared/query/testing';
import { byPath, envelope } from '../../../../shared/request/testing';
import { aSimInfo, aSimLayout, asCardHolder } from '../../iotTesting';
import { SimHome } from './SimHome';

vi.mock('../../../../shared/popups', () => ({ showDialog: vi.fn(async () => undefined), showToast: vi.fn(async () => undefined), showLoading: vi.fn(async () => () => undefined) }));
vi.mock('../../../../shared/navigation/openLink', () => ({ openLink: vi.fn(async () => undefined) }));

const fetch = asCardHolder();

beforeEach(() => openAt('/pages/iot/index/index'));

describe('the SIM home of a card that must bind a mobile first', () => {
  it('shows a prompt that cannot be closed and leads to binding, or to 我的 (to log out)', async () => {
    fetch().mockImplementation(
      byPath({
        '/api/iot/simInfo': () => envelope('simInfo', aSimInfo({ bindPhoneMode: 1, boundMobile: null })),
        '/api/iot/simLayout': () => envelope('simLayout', aSimLayout()),
      }),
    );
    renderWithQueries(<SimHome />);
    const dialog = await screen.findByRole('dialog', { name: '绑定手机号' });
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['去绑定', '我的']);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: '绑定手机号' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '去绑定' }));
    expect(openLink).toHaveBeenCalledWith('/pages/iot/index/bindPhone/index');
    fireEvent.click(within(dialog).getByRole('button', { name: '我的' }));
    expect(openLink).toHaveBeenCalledWith('/pages-sub/iot/user/index');
  });

  it('shows no prompt once a mobile is bound', async () => {
    fetch().mockImplementation(
      byPath({
        '/api/iot/simInfo': () => envelope('simInfo', aSimInfo({ bindPhoneMode: 1, boundMobile: '139****9011' })),
        '/api/iot/simLayout': () => envelope('simLayout', aSimLayout()),
      }),
    );
    renderWithQueries(<SimHome />);
    await screen.findByRole('region', { name: '卡号' });
    expect(screen.queryByRole('dialog', { name: '绑定手机号' })).not.toBeInTheDocument();
  });
});
