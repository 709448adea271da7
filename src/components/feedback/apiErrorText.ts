import { useIntl, type IntlShape } from 'react-intl';
import { isApiError, KIND_MESSAGE_IDS } from '@/api/errors';

type Intl = Pick<IntlShape, 'formatMessage' | 'messages'>;

/**
 * The words for a failed call, in the user's language: the server's own message when it sent one,
 * else the call's message id (`errors.<area>.<call>`), else the generic text of its kind. `fallback`
 * (already text) is for what is not an API error at all.
 */
export function apiErrorText(intl: Intl, error: unknown, fallback?: string): string {
  if (!isApiError(error)) return fallback ?? intl.formatMessage({ id: 'states.error.generic' });
  if (error.fromServer && error.message) return error.message;
  if (error.message && error.message in intl.messages) return intl.formatMessage({ id: error.message });
  const kindId = KIND_MESSAGE_IDS[error.kind];
  if (kindId) return intl.formatMessage({ id: kindId });
  return fallback ?? intl.formatMessage({ id: 'states.error.generic' });
}

/** `apiErrorText` bound to the current language. */
export function useApiErrorText(): (error: unknown, fallback?: string) => string {
  const intl = useIntl();
  return (error, fallback) => apiErrorText(intl, error, fallback);
}
