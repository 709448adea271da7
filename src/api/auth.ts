import { z } from 'zod';
import { apiClient, toApiError } from './client';
import { ApiError } from './errors';

/** The user as the server sends it (userdto). Fields beyond these are kept as they come. */
export const userSchema = z.looseObject({
  id: z.union([z.string(), z.number()]).optional(),
  role: z.coerce.string(),
  name: z.string().default(''),
  url_perfil: z.string().nullish(),
  email_address: z.string().nullish(),
  login_cell: z.string().nullish(),
});
export type User = z.infer<typeof userSchema>;

const meResponseSchema = z
  .object({ userdto: userSchema.optional(), user: userSchema.optional() })
  .transform((r) => r.userdto ?? r.user ?? null);

/** GET /api/auth/me: reads userdto, else user; null when neither is present. */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    const response = await apiClient.get<unknown>('/api/auth/me');
    const parsed = meResponseSchema.safeParse(response.data);
    return parsed.success ? parsed.data : null;
  } catch (error) {
    throw toApiError(error);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
