import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../../shared/request/testing';
import { renderWithQueries } from '../../../shared/query/testing';
import { asCardHolder } from '../iotTesting';
import { PackageList } from './PackageList';

const fetch = asCardHolder();

describe('the plan list', () => {
  it('puts the current plan first', async () => {
    const plan = { kind: 'base' as const, totalFlow: 30720, useFlow: 1024, startAt: '2025-01-01T00:00:00.000Z', endAt: '2025-01-31T08:00:00.000Z' };
    fetch().mockResolvedValue(envelope('simPackageList', [{ ...plan, id: 1, name: '旧套餐', current: false, state: 'expired' }, { ...plan, id: 2, name: '30GB 月包', current: true, state: 'inUse' }]));
    renderWithQueries(<PackageList />);
    const [first, second] = await screen.findAllByRole('listitem');
    expect(within(first as HTMLElement).getByText('30GB 月包')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('当前套餐')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('旧套餐')).toBeInTheDocument();
  });
});
