import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { showChineseTexts } from '../../shared/pageTesting';
import { renderWithQueries } from '../../shared/query/testing';
import { fakeFetch, recordingUi, reply } from '../../shared/request/testing';
import { RegionPicker } from './RegionPicker';
import type { RegionValue } from './RegionPickerData';

let fetch: ReturnType<typeof fakeFetch>;

const guangdong = {
  code: '440000',
  name: '广东省',
  cities: [
    { code: '440100', name: '广州市', counties: [{ code: '440106', name: '天河区' }] },
    { code: '440300', name: '深圳市', counties: [{ code: '440305', name: '南山区' }, { code: '440306', name: '宝安区' }] },
  ],
};
const provinces = [
  { code: '110000', name: '北京市' },
  { code: '440000', name: '广东省' },
];

function Picker({ onChange }: { onChange(value: RegionValue): void }) {
  const [value, setValue] = useState<RegionValue | null>(null);
  return (
    <>
      <label htmlFor="region">地区</label>
      <RegionPicker
        id="region"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </>
  );
}

const option = (name: string) => screen.findByRole('button', { name });

beforeAll(showChineseTexts);

beforeEach(() => {
  fetch = fakeFetch();
  recordingUi();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the region picker', () => {
  it('goes province, city, county and gives the three codes with their names', async () => {
    fetch.mockImplementation(async (url) => reply(String(url) === '/provinces/index.json' ? provinces : guangdong));
    const onChange = vi.fn();
    renderWithQueries(<Picker onChange={onChange} />);
    fireEvent.click(screen.getByLabelText('地区'));
    fireEvent.click(await option('广东省'));
    fireEvent.click(await option('深圳市'));
    expect(screen.getByRole('tab', { name: '深圳市' })).toBeInTheDocument();
    fireEvent.click(await option('南山区'));

    expect(onChange).toHaveBeenCalledWith({ provinceCode: '440000', cityCode: '440300', countyCode: '440305', names: ['广东省', '深圳市', '南山区'] });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('地区').textContent).toBe('广东省 深圳市 南山区');
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/provinces/index.json', '/provinces/440000.json']);
  });

  it('reopens on the chosen county, and a level tab goes back to change the city', async () => {
    fetch.mockImplementation(async (url) => reply(String(url) === '/provinces/index.json' ? provinces : guangdong));
    const onChange = vi.fn();
    renderWithQueries(<Picker onChange={onChange} />);
    fireEvent.click(screen.getByLabelText('地区'));
    fireEvent.click(await option('广东省'));
    fireEvent.click(await option('深圳市'));
    fireEvent.click(await option('南山区'));

    fireEvent.click(screen.getByLabelText('地区'));
    expect(await option('南山区')).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('tab', { name: '深圳市' }));
    fireEvent.click(await option('广州市'));
    expect(screen.queryByRole('tab', { name: '南山区' })).not.toBeInTheDocument();
    fireEvent.click(await option('天河区'));
    expect(onChange).toHaveBeenLastCalledWith({ provinceCode: '440000', cityCode: '440100', countyCode: '440106', names: ['广东省', '广州市', '天河区'] });
  });

  it('offers a retry when a region file cannot be read', async () => {
    fetch.mockImplementation(async (url) => (String(url) === '/provinces/index.json' ? reply(provinces) : reply('nope', 404)));
    renderWithQueries(<Picker onChange={vi.fn()} />);
    fireEvent.click(screen.getByLabelText('地区'));
    fireEvent.click(await option('北京市'));
    await screen.findByText('地区加载失败');
    fetch.mockImplementation(async () => reply({ code: '110000', name: '北京市', cities: [{ code: '110100', name: '市辖区', counties: [{ code: '110101', name: '东城区' }] }] }));
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    fireEvent.click(await option('市辖区'));
    expect(await option('东城区')).toBeInTheDocument();
  });
});
