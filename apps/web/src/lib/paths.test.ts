import { findPage } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import * as paths from './paths';

describe('page paths', () => {
  it.each(Object.entries(paths))('%s is a page of the route table', (_name, path) => {
    expect(findPage(path)?.path).toBe(path);
  });
});
