import {
  TEMPLATE_CALENDAR_PATHS,
  templateEventsAnswer,
  type AddTemplateEventBody,
  type DeleteTemplateEventBody,
  type TemplateCalendarEvent,
  type UpdateTemplateEventBody,
} from '@/api/contract/calendar';
import { apiRequest } from '@/api/request';

type TemplateCall =
  | { path: typeof TEMPLATE_CALENDAR_PATHS.list; method: 'GET' }
  | { path: typeof TEMPLATE_CALENDAR_PATHS.add; method: 'POST'; body: AddTemplateEventBody }
  | { path: typeof TEMPLATE_CALENDAR_PATHS.update; method: 'POST'; body: UpdateTemplateEventBody }
  | { path: typeof TEMPLATE_CALENDAR_PATHS.remove; method: 'POST'; body: DeleteTemplateEventBody };

/**
 * One call of the template calendar through the app's one HTTP client; every answer carries all the
 * events, parsed by the contract. Failures come out as ApiError (server msg first, else `fallbackId`).
 */
export async function templateCalendarRequest(
  call: TemplateCall,
  fallbackId: string,
): Promise<TemplateCalendarEvent[]> {
  const answer = await apiRequest({
    url: call.path,
    method: call.method,
    schema: templateEventsAnswer,
    body: 'body' in call ? call.body : undefined,
    fallbackId,
  });
  return answer.events;
}
