import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FoodParseResponse } from '@/client';
import { parseFoodsOptions } from '@/client/@tanstack/react-query.gen';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { PARSE_DELAY_MS, parseableText, rowOf, type WordsRow } from './words-rows';

/** The user's changes to the rows of one parse; a new parse starts from its own rows. */
export interface WordsEdits {
  parse: FoodParseResponse;
  rows: WordsRow[];
}

/**
 * A meal in words read as rows of foods: the words are parsed once typing pauses, and the rows of
 * the latest answer can be changed (a new answer starts from its own rows). After a failed parse
 * the last answer is of other words: it gives no rows.
 */
export function useWordsRows(text: string) {
  const [edits, setEdits] = useState<WordsEdits | null>(null);
  const wanted = parseableText(text);
  const settled = useDebouncedValue(wanted, PARSE_DELAY_MS);
  const parse = useQuery({
    ...parseFoodsOptions({ body: { text: settled ?? '' } }),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const answer = wanted === null || parse.isError ? undefined : parse.data;
  const rows = answer ? (edits?.parse === answer ? edits.rows : answer.items.map(rowOf)) : [];
  const setRows = (next: WordsRow[]) => answer && setEdits({ parse: answer, rows: next });
  /** The words typed are not read yet: typing has not paused, or the parser has not answered. */
  const reading = wanted !== null && (wanted !== settled || parse.isFetching);
  /** The parse failed for the words as they are now (not while newer words are being read). */
  const failed = wanted !== null && parse.isError && !reading;
  return { wanted, parse, answer, rows, setRows, setEdits, reading, failed };
}
