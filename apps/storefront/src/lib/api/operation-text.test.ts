import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SearchSuggestionsDocument } from '@lumo/graphql';
import { operationText } from './operation-text';

describe('operationText', () => {
  it('is the same operation without the indentation and line breaks', () => {
    const text = operationText(SearchSuggestionsDocument);
    expect(text).not.toMatch(/\n| {2}/);
    expect(text.length).toBeLessThan(print(SearchSuggestionsDocument).length * 0.6);
    expect(print(parse(text))).toBe(print(SearchSuggestionsDocument));
  });
});
