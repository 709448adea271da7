import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PeopleList, SocialPerson } from '@/api/contract/user';
import { useDebouncedText } from '@/components/list/useDebouncedText';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { fold } from './people';
import {
  peopleFiltered,
  peopleLoaded,
  peopleSearchCleared,
  selectUserSection,
  type Loadable,
  type UserList,
} from './userSlice';

const hasFilterCall = (list: UserList): list is PeopleList => list !== 'usersS1' && list !== 'usersS2';

/** What a people page shows: the whole list, or what its search found. */
export interface PeopleView {
  list: Loadable<SocialPerson>;
  reload: () => void;
  /** The text in the search box, as typed. */
  text: string;
  setText: (text: string) => void;
  /** The search that is in effect (trimmed), '' for none. */
  key: string;
  /** The people found for `key`: the filter call's answer (or the list itself, searched here, for the user lists). */
  found: Loadable<SocialPerson>;
  retrySearch: () => void;
}

/**
 * A people list of the user section, loaded when the page opens, with its search: the lists that have a
 * filter call ask the server (`POST .../filter {key}`) after a pause in typing; the two user lists, which
 * have none, are searched here by the same rule.
 */
export function usePeople(list: UserList): PeopleView {
  const dispatch = useAppDispatch();
  const section = useAppSelector(selectUserSection);
  const [key, setKey] = useState('');

  const reload = useCallback(() => {
    void dispatch(peopleLoaded(list));
  }, [dispatch, list]);
  useEffect(reload, [reload]);
  useEffect(() => {
    if (hasFilterCall(list)) dispatch(peopleSearchCleared(list));
  }, [dispatch, list]);

  const search = useCallback(
    (typed: string) => {
      const next = typed.trim();
      setKey(next);
      if (!hasFilterCall(list)) return;
      if (next === '') dispatch(peopleSearchCleared(list));
      else void dispatch(peopleFiltered({ list, key: next }));
    },
    [dispatch, list],
  );
  const [text, setText] = useDebouncedText(key, search, { normalize: (t) => t.trim() });

  const people = section.people[list];
  const server = hasFilterCall(list) ? section.searches[list] : null;
  const local = useMemo<Loadable<SocialPerson>>(() => {
    const words = fold(key).split(/\s+/).filter(Boolean);
    const items = people.items.filter((p) => {
      const haystack = fold([p.name, p.title, p.organisation, p.city].join(' '));
      return words.every((w) => haystack.includes(w));
    });
    return { items, status: people.status, error: people.error };
  }, [people, key]);

  return {
    list: people,
    reload,
    text,
    setText,
    key,
    found: server ?? local,
    retrySearch: () => search(key),
  };
}
