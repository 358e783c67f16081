import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { history } from '../../../shared/navigation';
import { aBaseConfig, aNumber, aPage, openAt, showChineseTexts, stubIntersectionObserver } from '../../../shared/pageTesting';
import { envelope, fakeFetch, recordingUi, refusal, reply } from '../../../shared/request/testing';
import { useSessionStore } from '../../../stores/session';
import { renderWithQueries } from '../../../shared/query/testing';
import { SearchScreen } from './SearchScreen';

const SEARCH = '/pages/index/VanityNumber/index';
let fetch: ReturnType<typeof fakeFetch>;

const listAnswer = (list = [aNumber()]) => envelope('numberList', { ...aPage(list), arrangement: 1, batch: null });

/** Answers the number search with `answers` in turn, and anything else with an empty success. */
function serve(...answers: Response[]) {
  fetch.mockImplementation(async (url) => (String(url).startsWith('/api/shop/numberList') ? (answers.shift() ?? listAnswer()) : envelope('baseConfig', aBaseConfig())));
}

const searches = () => fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/shop/numberList')).map(([url]) => String(url));

beforeAll(showChineseTexts);

let ui: ReturnType<typeof recordingUi>;

beforeEach(() => {
  fetch = fakeFetch();
  ui = recordingUi();
  stubIntersectionObserver();
  useSessionStore.setState({ promoCode: '', shown: {} });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the number search page states', () => {
  it('shows skeleton rows while the first page loads', async () => {
    fetch.mockImplementation(() => new Promise<Response>(() => undefined));
    await openAt(`${SEARCH}?operator=1`);
    renderWithQueries(<SearchScreen />);
    expect(document.querySelectorAll('.number-skeleton__card').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('progressbar').length).toBeGreaterThan(0);
  });

  it('offers to clear the filters and sample numbers when nothing matches', async () => {
    serve(listAnswer([]));
    await openAt(`${SEARCH}?operator=3&pattern=AAAA&sort=priceDesc`);
    renderWithQueries(<SearchScreen />);
    expect(await screen.findByRole('heading', { name: '没有符合条件的号码' })).toBeInTheDocument();
    const samples = document.querySelectorAll('.number-sample');
    expect(samples).toHaveLength(6);
    expect(samples[0]?.textContent).toMatch(/^1\d\d\*{4}8888中国电信$/);
    fireEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    await waitFor(() => expect(history.location().href).toBe(`${SEARCH}?sort=priceDesc`));
  });

  it('searches like a sample when one is tapped', async () => {
    serve(listAnswer([]));
    await openAt(`${SEARCH}?operator=3`);
    renderWithQueries(<SearchScreen />);
    const sample = await screen.findByRole('button', { name: /^133\*{4}8888/ });
    fireEvent.click(sample);
    await waitFor(() => expect(history.location().query).toEqual({ operator: '3', positions: '133____8888' }));
  });

  it('says what went wrong and tries again on retry', async () => {
    serve(refusal(-1, '系统繁忙'));
    await openAt(`${SEARCH}?operator=1`);
    renderWithQueries(<SearchScreen />);
    expect((await screen.findByRole('alert')).textContent).toContain('系统繁忙');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: /13800138888/ })).toBeInTheDocument();
    expect(searches()).toHaveLength(2);
  });

  it('tells a search the server refused in the list only, not in a toast as well', async () => {
    serve(reply({ code: -1, message: '价格下限不能大于上限', data: null }, 400));
    await openAt(`${SEARCH}?priceMin=500&priceMax=100`);
    renderWithQueries(<SearchScreen />);
    expect((await screen.findByRole('alert')).textContent).toContain('价格下限不能大于上限');
    expect(ui.toast).not.toHaveBeenCalled();
  });

  it('shows a wrong search text inline and does not search it', async () => {
    serve();
    await openAt(`${SEARCH}?operator=1`);
    renderWithQueries(<SearchScreen />);
    await screen.findByRole('button', { name: /13800138888/ });
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: '52a' } });
    expect(screen.getByRole('alert').textContent).toBe('只能输入数字');
    const submit = screen.getByRole('button', { name: '搜索' }) as HTMLButtonElement;
    expect(submit).toBeDisabled();
    fireEvent.submit(box);
    fireEvent.change(box, { target: { value: '520' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(submit);
    await waitFor(() => expect(history.location().query).toEqual({ operator: '1', contains: '520' }));
    await waitFor(() => expect(searches().at(-1)).toContain('contains=520'));
    expect(searches().some((url) => url.includes('52a'))).toBe(false);
  });
});
