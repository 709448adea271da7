import { apiClient } from '@/api/client';
import { findEndpoint, type HttpMethod } from '@/api/contract/endpoints';

/** What the mock answered to a contract call, and whether the answer has the contract's shape. */
export interface Answer {
  status: number;
  data: Record<string, unknown>;
  parsed: boolean;
}

/**
 * Calls an endpoint of the contract (it throws if the path is not in it) through the app's axios
 * instance, with `token` as the bearer or none. The body is sent as it is, so a test can send what the
 * contract refuses and check the 422.
 */
export async function callContract(
  token: string | null,
  method: HttpMethod,
  path: string,
  body?: unknown,
): Promise<Answer> {
  const endpoint = findEndpoint(method, path);
  if (!endpoint) throw new Error(`not in contract: ${method} ${path}`);
  const response = await apiClient.request<Record<string, unknown>>({
    method,
    url: path,
    data: body,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    validateStatus: () => true,
  });
  return {
    status: response.status,
    data: response.data,
    parsed: endpoint.response.safeParse(response.data).success,
  };
}
