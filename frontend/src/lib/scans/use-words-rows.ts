import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FoodParseResponse } from '@/client';
import { parseFoodsOptions } from '@/client/@tanstack/react-query.gen';
import { isNetworkFailure } from '@/lib/outbox/outbox';
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
 * the last answer is of other words: it gives no rows. Offline, `waitingForNetwork` says so.
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
  /** Offline the words cannot be read: the query waits for the network, or failed for want of it. */
  const waitingForNetwork =
    wanted !== null && (parse.fetchStatus === 'paused' || (parse.isError && isNetworkFailure(parse.error)));
  // After a failed parse (or while one waits for the network) the last answer is of other words.
  const answer =
    wanted === null || parse.isError || (waitingForNetwork && parse.isPlaceholderData) ? undefined : parse.data;
  const rows = answer ? (edits?.parse === answer ? edits.rows : answer.items.map(rowOf)) : [];
  const setRows = (next: WordsRow[]) => answer && setEdits({ parse: answer, rows: next });
  /** The words typed are not read yet: typing has not paused, or the parser has not answered. */
  const reading = wanted !== null && (wanted !== settled || parse.isFetching);
  /** The parse failed for the words as they are now (not while newer words are being read). */
  const failed = wanted !== null && parse.isError && !reading && !waitingForNetwork;
  return { wanted, parse, answer, rows, setRows, setEdits, reading, failed, waitingForNetwork };
}
