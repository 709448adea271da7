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
  /** The server's msg when it gave one, else a pt-BR fallback. */
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

export const FALLBACK_MESSAGES: Record<ApiErrorKind, string> = {
  network: 'Sem conexão com o servidor. Verifique sua internet e tente novamente.',
  timeout: 'O servidor demorou demais para responder. Tente novamente.',
  unauthorized: 'Sua sessão expirou. Entre novamente.',
  forbidden: 'Você não tem permissão para fazer isso.',
  notFound: 'Não encontramos o que você procurava.',
  validation: 'Alguns dados não estão corretos. Revise os campos destacados.',
  conflict: 'Estes dados foram alterados por outra pessoa. Recarregue e tente novamente.',
  server: 'O servidor encontrou um erro. Tente novamente em instantes.',
  rejected: 'O servidor recusou a operação.',
  malformed: 'O servidor respondeu em um formato inesperado. Tente novamente.',
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

/** The message to show for a failed call: the server's words (pt-BR), else the caller's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) ? error.message : fallback;
}
