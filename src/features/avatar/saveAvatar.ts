import { fetchCurrentUser, updateProfile, type User } from '@/api/auth';

// Loaded only when the user saves: the API client and its schemas stay out of the page's first load.
export { apiErrorText } from '@/components/feedback/apiErrorText';

/** The profile fields the update needs besides the picture, as the account page fills them. */
function profileOf(user: User) {
  const [first = '', ...rest] = user.name.trim().split(/\s+/);
  return {
    first_name: user.first_name ?? first,
    last_name: user.last_name ?? rest.join(' '),
    email_address: user.email_address ?? '',
  };
}

/**
 * The picture (an inline image) saved through the same profile update the account page uses; the
 * server keeps it in its file store and answers the user with its path.
 */
export async function saveProfilePicture(user: User, picture: string): Promise<User> {
  // A session restored from an old login may lack the e-mail the update requires.
  const current = user.email_address ? user : ((await fetchCurrentUser()) ?? user);
  return updateProfile({ ...profileOf(current), url_perfil: picture });
}
