import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { profileUpdated, selectUser } from '@/store/sessionSlice';
import { toAvatarParams } from '../avatarParams';
import type { AvatarOptions } from '../avatarParts';
import { AVATAR_SIZE, avatarSvg, svgDataUrl } from '../avatarSvg';

export type SaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved'; avatar: string }
  | { status: 'failed'; message: string };

/** The saving code, fetched on the first save (or when the button is pointed at). */
export const loadSaving = () => import('../saveAvatar');

/**
 * Saves the avatar as the signed-in user's picture (the SVG goes inline; the server answers the path
 * of the stored file), then the session shows it everywhere at once.
 */
export function useSaveAvatar(options: AvatarOptions) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const avatar = toAvatarParams(options).toString();

  const save = async () => {
    if (!user) return;
    setState({ status: 'saving' });
    const fallback = intl.formatMessage({ id: 'avatar.save.failed' });
    let saving: Awaited<ReturnType<typeof loadSaving>>;
    try {
      saving = await loadSaving();
    } catch {
      // Offline before the saving code was ever fetched.
      setState({ status: 'failed', message: fallback });
      return;
    }
    try {
      const picture = svgDataUrl(avatarSvg(options, AVATAR_SIZE));
      dispatch(profileUpdated(await saving.saveProfilePicture(user, picture)));
      setState({ status: 'saved', avatar });
    } catch (error) {
      setState({ status: 'failed', message: saving.apiErrorText(intl, error, fallback) });
    }
  };

  // "Saved" belongs to the avatar that was saved; a new choice can be saved again.
  const saved = state.status === 'saved' && state.avatar === avatar;
  return { signedIn: user != null, save, saving: state.status === 'saving', saved, state };
}
