import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadedPage, loadPage } from './pages';
import { AsyncPage } from './AsyncPage';

vi.mock('./pages', () => ({ loadedPage: vi.fn(), loadPage: vi.fn() }));

afterEach(cleanup);

const NumbersPage = () => <p>靓号选号</p>;

describe('a page whose code loads', () => {
  it('shows once its code arrives, even when a preload brings it between the first render and the load', async () => {
    const module = { default: NumbersPage };
    // Not there when the shell first renders the page, there by the time the page asks for it.
    vi.mocked(loadedPage).mockReturnValueOnce(undefined).mockReturnValue(module);
    vi.mocked(loadPage).mockResolvedValue(module);
    render(<AsyncPage path="/pages/index/VanityNumber/index" />);
    expect(await screen.findByText('靓号选号')).toBeInTheDocument();
  });
});
