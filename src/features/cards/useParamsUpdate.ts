import { useSearchParams } from 'react-router-dom';

type Changes = Record<string, string | null>;

/**
 * The page's filters as they live in the address: `update` sets or removes (null, '') some of them in
 * place (no new history entry). A filter change sends the list back to its first page (`pageParam`).
 */
export function useParamsUpdate(pageParam?: string): [URLSearchParams, (changes: Changes) => void] {
  const [params, setParams] = useSearchParams();
  const update = (changes: Changes) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (pageParam && !(pageParam in changes)) next.delete(pageParam);
        return next;
      },
      { replace: true },
    );
  return [params, update];
}
