import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { marked } from './QuestionItem';

afterEach(cleanup);

/** What the visitor sees: the whole text, and the parts it marks. */
function show(text: string, keyword: string) {
  const root = render(<p>{marked(text, keyword)}</p>).container;
  return { text: root.textContent, marks: Array.from(root.querySelectorAll('mark'), (mark) => mark.textContent) };
}

describe('marking the search in a question', () => {
  it('marks every occurrence whatever its case, keeping the text as written', () => {
    expect(show('eSIM or SIM? A sim card.', 'sim')).toEqual({ text: 'eSIM or SIM? A sim card.', marks: ['SIM', 'SIM', 'sim'] });
  });

  it('marks the right letters after one whose lower case is longer', () => {
    // 'İ' lower-cases to two characters: a search in a lower-cased copy would mark 'anbu'.
    expect(show('İstanbul SIM', 'stanbul')).toEqual({ text: 'İstanbul SIM', marks: ['stanbul'] });
  });

  it('takes the search literally, not as a pattern', () => {
    expect(show('套餐 (1+1) 或 11', '(1+1)')).toEqual({ text: '套餐 (1+1) 或 11', marks: ['(1+1)'] });
    expect(show('退款.', '.')).toEqual({ text: '退款.', marks: ['.'] });
  });

  it('leaves the text alone without a search or a match', () => {
    expect(show('如何申请退款？', '')).toEqual({ text: '如何申请退款？', marks: [] });
    expect(show('如何申请退款？', '发货')).toEqual({ text: '如何申请退款？', marks: [] });
  });
});
