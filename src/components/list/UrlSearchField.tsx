import SearchField, { type SearchFieldProps } from './SearchField';
import { useDebouncedText } from './useDebouncedText';

/** A search bound to the URL: the search there, and how a typed search gets there. */
export interface UrlSearch {
  /** The search the list shows now (from the URL). */
  value: string;
  /** Writes a search (trimmed) into the URL. */
  commit: (text: string) => void;
  /** The pause in typing before the search is written (`useDebouncedText`'s unless told). */
  delayMs?: number;
}

export interface UrlSearchFieldProps extends Omit<SearchFieldProps, 'value' | 'onChange' | 'onEnter'> {
  search: UrlSearch;
}

const trimmed = (typed: string) => typed.trim();

/**
 * The list kit's search box bound to the URL. The text being typed lives here: a key press re-renders the
 * box alone, not the page and its list, and the search is written after a pause in typing (trimmed) or at
 * once on Enter. A search changed from outside (back button, "clear filters") shows in the box.
 */
export default function UrlSearchField({ search, ...props }: UrlSearchFieldProps) {
  const [text, setText, flush] = useDebouncedText(search.value, search.commit, {
    delayMs: search.delayMs,
    normalize: trimmed,
  });
  return <SearchField {...props} value={text} onChange={setText} onEnter={flush} />;
}
