import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { showChineseTexts } from '../pageTesting';
import { Refresher } from './Refresher';

beforeAll(showChineseTexts);
afterEach(cleanup);

const strip = () => document.querySelector<HTMLElement>('.refresher');

describe('the pull-to-refresh strip', () => {
  it('takes no room and says nothing until the page is pulled', () => {
    render(<Refresher pull={0} ready={false} />);
    expect(strip()?.style.height).toBe('0px');
    expect(strip()?.textContent).toBe('');
  });

  it('says what letting go will do as the page is pulled', () => {
    const { rerender } = render(<Refresher pull={20} ready={false} />);
    expect(screen.getByText('下拉刷新')).toBeInTheDocument();
    expect(strip()?.style.height).toBe('20px');
    rerender(<Refresher pull={50} ready />);
    expect(screen.getByText('松开刷新')).toBeInTheDocument();
  });

  it('stays open saying it is refreshing until the refresh is done', () => {
    render(<Refresher pull={0} ready={false} refreshing />);
    expect(screen.getByText('正在刷新…')).toBeInTheDocument();
    expect(strip()?.style.height).toBe('45px');
  });
});
