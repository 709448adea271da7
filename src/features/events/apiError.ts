/** Whether an RTK Query error is the server's "not found" (our base query normalises errors to ApiErrorShape). */
export function isNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const shape = error as { kind?: unknown; status?: unknown };
  return shape.kind === 'notFound' || shape.status === 404;
}
