/** What kind of failure a call met, so screens can choose their wording and whether to offer a retry. */
export type ApiErrorKind =
  | 'network'
  | 'timeout'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'validation'
  | 'conflict'
  | 'server'
  | 'rejected'
  | 'malformed';

export interface ApiErrorShape {
  kind: ApiErrorKind;
  status: number | null;
  /**
   * The server's msg when it gave one (fromServer), else a message id: the endpoint's (`errors.<area>.<call>`)
   * or the kind's (`errors.kind.<kind>`). Never shown as is: the screen turns it into text with
   * `apiErrorText` / `useApiErrorText` (src/components/feedback/apiErrorText.ts), in the user's language.
   */
  message: string;
  /** True when the server sent the message (the UI shows it as is). */
  fromServer: boolean;
  fieldErrors: Record<string, string>;
}

export class ApiError extends Error implements ApiErrorShape {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly fromServer: boolean;
  readonly fieldErrors: Record<string, string>;

  constructor(shape: ApiErrorShape) {
    super(shape.message);
    this.name = 'ApiError';
    this.kind = shape.kind;
    this.status = shape.status;
    this.fromServer = shape.fromServer;
    this.fieldErrors = shape.fieldErrors;
  }

  toJSON(): ApiErrorShape {
    return {
      kind: this.kind,
      status: this.status,
      message: this.message,
      fromServer: this.fromServer,
      fieldErrors: this.fieldErrors,
    };
  }
}

/** The message id of each kind's generic text (boot catalogue), used when the call names none. */
export const KIND_MESSAGE_IDS: Record<ApiErrorKind, string> = {
  network: 'errors.kind.network',
  timeout: 'errors.kind.timeout',
  unauthorized: 'errors.kind.unauthorized',
  forbidden: 'errors.kind.forbidden',
  notFound: 'errors.kind.notFound',
  validation: 'errors.kind.validation',
  conflict: 'errors.kind.conflict',
  server: 'errors.kind.server',
  rejected: 'errors.kind.rejected',
  malformed: 'errors.kind.malformed',
};

export function kindForStatus(status: number): ApiErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 400 || status === 422) return 'validation';
  if (status === 409) return 'conflict';
  if (status === 408 || status === 504) return 'timeout';
  if (status >= 500) return 'server';
  return 'rejected';
}

/** True for what a failed call gives back (an ApiError, or its plain shape as RTK Query keeps it). */
export function isApiError(value: unknown): value is ApiErrorShape {
  return typeof value === 'object' && value !== null && 'kind' in value && 'message' in value;
}

/**
 * The plain shape of any failure, for a slice's `error` field (SPEC.md §8 keeps the raw error in state):
 * an ApiError as it is, anything else as a malformed answer whose message is `fallback` (else the error).
 */
export function errorShape(error: unknown, fallback?: string): ApiErrorShape {
  return error instanceof ApiError
    ? error.toJSON()
    : {
        kind: 'malformed',
        status: null,
        message: fallback ?? String(error),
        fromServer: false,
        fieldErrors: {},
      };
}

/**
 * The server processed a payment or an order and said no (a declined card, a sold-out ticket): a new attempt
 * is a new order, with a new idempotency key. A 401, a timeout, a limit or a server error is not an answer.
 */
export function isDefinitiveRefusal(error: Pick<ApiErrorShape, 'status'>): boolean {
  return (
    error.status != null &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 408, 429].includes(error.status)
  );
}
