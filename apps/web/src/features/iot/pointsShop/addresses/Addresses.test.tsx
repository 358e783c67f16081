import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { history } from '../../../../shared/navigation';
import { openAt } from '../../../../shared/pageTesting';
import { showDialog } from '../../../../shared/popups';
import { renderWithQueries } from '../../../../shared/query/testing';
import { byPath, envelope, reply } from '../../../../shared/request/testing';
import { useIotStore } from '../../../../stores/iot';
import { asCardHolder } from '../../iotTesting';
import { anAddress, bodyOf } from '../pointsShopTesting';
import { AddressEdit } from './AddressEdit';
import { AddressList } from './AddressList';

vi.mock('../../../../shared/popups', () => ({ showDialog: vi.fn(async () => undefined), showToast: vi.fn(async () => undefined) }));

const fetch = asCardHolder();

const PAYMENT = '/pages-sub/iot/integralShop/details/payment?id=12&quantity=1&delivery=express';
const LIST = '/pages-sub/iot/integralShop/details/selectAddress/index';

const regionFiles: Record<string, unknown> = {
  '/provinces/index.json': [{ code: '440000', name: '广东省' }],
  '/provinces/440000.json': { code: '440000', name: '广东省', cities: [{ code: '440300', name: '深圳市', counties: [{ code: '440305', name: '南山区' }] }] },
};

const home = anAddress();
const office = anAddress({ id: 6, name: '李雷', detail: '深南大道 9 号', isDefault: false });
const sent: Array<{ path: string; body: Record<string, unknown> }> = [];

/** Answers the region files and the card's addresses, which each change answers and keeps. */
function serve(start = [home, office]) {
  sent.length = 0;
  let addresses = start;
  const record = (answer: () => Response, list?: typeof start) => (url: URL, init?: RequestInit) => {
    sent.push({ path: url.pathname, body: bodyOf(init) });
    if (list) addresses = list;
    return answer();
  };
  const defaultFirst = [{ ...office, isDefault: true }, { ...home, isDefault: false }];
  fetch().mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname in regionFiles) return reply(regionFiles[url.pathname]);
    return byPath({
      '/api/iot/simAddressList': () => envelope('simAddressList', addresses),
      '/api/iot/setSimAddress': record(() => envelope('setSimAddress', office)),
      '/api/iot/setDefaultSimAddress': record(() => envelope('setDefaultSimAddress', defaultFirst), defaultFirst),
      '/api/iot/delSimAddress': record(() => envelope('delSimAddress', [home]), [home]),
    })(input, init);
  });
}

beforeEach(() => {
  vi.mocked(showDialog).mockClear();
  useIotStore.setState({ iotSimAddressId: 0, selectAddressBackPath: '' });
});

describe("the card's addresses", () => {
  it('lists them with the default marked, makes another the default and deletes one after asking', async () => {
    serve();
    await openAt(LIST);
    renderWithQueries(<AddressList />);
    const first = await screen.findByRole('article', { name: '王小明' });
    expect(within(first).getByText('默认')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: '设为默认' })).not.toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('article', { name: '李雷' })).getByRole('button', { name: '设为默认' }));
    await vi.waitFor(() => expect(within(screen.getByRole('article', { name: '李雷' })).getByText('默认')).toBeInTheDocument());
    expect(sent[0]).toEqual({ path: '/api/iot/setDefaultSimAddress', body: { id: 6 } });

    fireEvent.click(within(screen.getByRole('article', { name: '李雷' })).getByRole('button', { name: '删除' }));
    await vi.waitFor(() => expect(showDialog).toHaveBeenCalledWith('删除 李雷 的地址？', expect.anything()));
    expect(sent).toHaveLength(1);
    const [, actions = []] = vi.mocked(showDialog).mock.calls[0] ?? [];
    actions[1]?.onPress();
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: '李雷' })).not.toBeInTheDocument());
    expect(sent[1]).toEqual({ path: '/api/iot/delSimAddress', body: { id: 6 } });
  });

  it('chosen from the order confirmation, ships there and goes back to it', async () => {
    serve();
    await openAt(PAYMENT);
    await history.port.push(LIST);
    useIotStore.getState().setSelectAddressBackPath(PAYMENT);
    renderWithQueries(<AddressList />);
    const chosen = await screen.findByRole('button', { name: /^王小明/ });
    expect(screen.getByText('点选一个地址作为本单的收货地址')).toBeInTheDocument();
    expect(chosen).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: /^李雷/ }));
    await vi.waitFor(() => expect(history.location().href).toBe(PAYMENT));
    expect(useIotStore.getState().iotSimAddressId).toBe(6);
  });

  it('opened on its own after the order, returns to the order confirmation in its place', async () => {
    serve();
    await openAt(LIST);
    useIotStore.getState().setSelectAddressBackPath(PAYMENT);
    renderWithQueries(<AddressList />);
    fireEvent.click(await screen.findByRole('button', { name: /^李雷/ }));
    await vi.waitFor(() => expect(history.location().href).toBe(PAYMENT));
  });

  it('kept without an order to return to, only shows them', async () => {
    serve();
    await openAt(LIST);
    renderWithQueries(<AddressList />);
    await screen.findByRole('article', { name: '王小明' });
    expect(screen.queryByRole('button', { name: /^王小明/ })).not.toBeInTheDocument();
  });

  it('says when there is none, with the way to add one', async () => {
    serve([]);
    await openAt(LIST);
    renderWithQueries(<AddressList />);
    expect(await screen.findByText('还没有收货地址')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '新增收货地址' }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages-sub/iot/integralShop/details/selectAddress/edit'));
  });
});

describe('the address form', () => {
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

  it('checks each field as it is typed, in the words of the rules, and sends nothing wrong', async () => {
    serve();
    await openAt(LIST);
    await history.port.push('/pages-sub/iot/integralShop/details/selectAddress/edit');
    renderWithQueries(<AddressEdit />);
    type('手机号', '2');
    expect(screen.getByText('请输入 11 位手机号')).toBeInTheDocument();
    type('手机号', '139');
    expect(screen.queryByText('请输入 11 位手机号')).not.toBeInTheDocument();
    expect(field('手机号').value).toBe('139');
    type('收货人', 'A1');
    expect(screen.getByText('姓名只能包含汉字、字母和间隔号')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请选择所在地区')).toBeInTheDocument();
    expect(screen.getByText('请输入详细地址')).toBeInTheDocument();
    expect(document.activeElement).toBe(field('收货人'));
    expect(sent).toEqual([]);
  });

  it('adds an address with its region from the region files, as the default', async () => {
    serve();
    await openAt(LIST);
    await history.port.push('/pages-sub/iot/integralShop/details/selectAddress/edit');
    renderWithQueries(<AddressEdit />);
    type('收货人', '李雷');
    type('手机号', '13987654321');
    fireEvent.click(field('所在地区'));
    fireEvent.click(await screen.findByRole('button', { name: '广东省' }));
    fireEvent.click(await screen.findByRole('button', { name: '深圳市' }));
    fireEvent.click(await screen.findByRole('button', { name: '南山区' }));
    type('详细地址', '  深南大道 9 号 ');
    fireEvent.click(screen.getByRole('switch', { name: '设为默认地址' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages-sub/iot/integralShop/details/selectAddress/index'));
    expect(sent[0]).toEqual({
      path: '/api/iot/setSimAddress',
      body: { name: '李雷', mobile: '13987654321', provinceCode: '440000', cityCode: '440300', countyCode: '440305', detail: '深南大道 9 号', isDefault: true },
    });
  });

  it('added while choosing where an order ships, is the one chosen and goes back to the order', async () => {
    serve();
    await openAt(PAYMENT);
    await history.port.push(LIST);
    await history.port.push('/pages-sub/iot/integralShop/details/selectAddress/edit');
    useIotStore.getState().setSelectAddressBackPath(PAYMENT);
    renderWithQueries(<AddressEdit />);
    type('收货人', '李雷');
    type('手机号', '13987654321');
    fireEvent.click(field('所在地区'));
    fireEvent.click(await screen.findByRole('button', { name: '广东省' }));
    fireEvent.click(await screen.findByRole('button', { name: '深圳市' }));
    fireEvent.click(await screen.findByRole('button', { name: '南山区' }));
    type('详细地址', '深南大道 9 号');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await vi.waitFor(() => expect(history.location().href).toBe(PAYMENT));
    expect(useIotStore.getState().iotSimAddressId).toBe(office.id);
  });

  it("edits one of the card's addresses, its region named from the region files", async () => {
    serve();
    await openAt(LIST);
    await history.port.push('/pages-sub/iot/integralShop/details/selectAddress/edit?id=6');
    renderWithQueries(<AddressEdit id={6} />);
    expect(await screen.findByText('广东省 深圳市 南山区')).toBeInTheDocument();
    expect(field('收货人').value).toBe('李雷');
    type('详细地址', '深南大道 10 号');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ id: 6, detail: '深南大道 10 号', provinceCode: '440000', isDefault: false });
  });
});
