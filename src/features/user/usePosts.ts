import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { notify } from '@/components/feedback/notify';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { postChanged, postsLoaded, selectUserSection, type PostChange } from './userSlice';

/** The target of a change, so its button waits for the answer: "likePost:post-01", "comment:post-01"… */
export const changeKey = (change: PostChange): string => {
  const b = change.body;
  const target =
    'replayId' in b ? b.replayId : 'commentId' in b ? b.commentId : 'postId' in b ? b.postId : b.id;
  return `${change.call}:${target}`;
};

/**
 * The feed of the social profile: loaded when the tab opens, and changed by comments, replies, edits and
 * likes. Every change answers the whole feed as stored; a refused change says so and nothing moves.
 */
export function usePosts() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const { posts } = useAppSelector(selectUserSection);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const reload = useCallback(() => {
    void dispatch(postsLoaded());
  }, [dispatch]);
  useEffect(reload, [reload]);

  /** Sends one change; answers whether it was stored. */
  const change = useCallback(
    async (next: PostChange): Promise<boolean> => {
      const key = changeKey(next);
      setBusy((current) => new Set(current).add(key));
      const result = await dispatch(postChanged(next));
      setBusy((current) => {
        const rest = new Set(current);
        rest.delete(key);
        return rest;
      });
      if (postChanged.fulfilled.match(result)) return true;
      notify(intl.formatMessage({ id: 'errors.user.change' }), 'warning');
      return false;
    },
    [dispatch, intl],
  );

  const isBusy = useCallback((next: PostChange) => busy.has(changeKey(next)), [busy]);

  return { ...posts, reload, change, isBusy };
}
