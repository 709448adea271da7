/**
 * A validation message is a message id, translated where it is shown (useErrorText). When it needs
 * values ("de {min} a {max}"), they travel with the id as JSON after a space: `id {"min":1,"max":500}`.
 */
export function fieldMessage(id: string, values: Record<string, string | number>): string {
  return Object.keys(values).length === 0 ? id : `${id} ${JSON.stringify(values)}`;
}

/** The id and values of a message made by `fieldMessage` (a plain id or text has no values). */
export function splitFieldMessage(message: string): { id: string; values: Record<string, string | number> } {
  const at = message.indexOf(' {');
  if (at < 1 || /\s/.test(message.slice(0, at))) return { id: message, values: {} };
  try {
    const values: unknown = JSON.parse(message.slice(at + 1));
    if (values && typeof values === 'object' && !Array.isArray(values))
      return { id: message.slice(0, at), values: values as Record<string, string | number> };
  } catch {
    // Not ours: a server's text that happens to hold a brace.
  }
  return { id: message, values: {} };
}
