import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A few plain values kept in the URL (a period, an audience), so a reload or a shared link shows the same view. */
export function useUrlParams<Name extends string>(names: readonly Name[]) {
  const [params, setParams] = useSearchParams();
  const key = names.join('|');
  const values = useMemo(() => {
    const out = {} as Record<Name, string>;
    for (const name of key.split('|') as Name[]) out[name] = params.get(name) ?? '';
    return out;
  }, [params, key]);
  const set = useCallback(
    (changes: Partial<Record<Name, string>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes) as [Name, string | undefined][]) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [values, set] as const;
}
