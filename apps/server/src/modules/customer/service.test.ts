import { describe, expect, it } from 'vitest';
import { SUMMARY_LENGTH, summaryOf } from './service';

describe('summaryOf', () => {
  it('keeps a short answer whole', () => {
    expect(summaryOf('支持微信支付和支付宝。')).toBe('支持微信支付和支付宝。');
    expect(summaryOf('字'.repeat(SUMMARY_LENGTH))).toBe('字'.repeat(SUMMARY_LENGTH));
  });

  it('cuts a long answer after its first characters, with an ellipsis', () => {
    expect(summaryOf('字'.repeat(SUMMARY_LENGTH + 1))).toBe(`${'字'.repeat(SUMMARY_LENGTH)}…`);
  });

  it('never cuts a character in half', () => {
    const summary = summaryOf('😀'.repeat(SUMMARY_LENGTH + 5));
    expect(summary).toBe(`${'😀'.repeat(SUMMARY_LENGTH)}…`);
  });
});
