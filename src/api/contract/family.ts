import { z } from 'zod';
import { e, client, type Endpoint } from './common';
import * as d from './domain';
import { listEnvelope, objEnvelope } from './envelope';

/** The family's own area: dependents and their link to a school's student record. */
export const familyEndpoints: readonly Endpoint[] = [
  e({
    method: 'GET',
    path: '/api/Dependent/mine',
    summary: "The family's children",
    access: [client],
    response: listEnvelope(d.dependentSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Dependent/link',
    summary: "Link a child to the school's student record with the school's code",
    access: [client],
    body: z.object({ dependentId: z.string(), code: z.string() }),
    response: objEnvelope(d.dependentSchema),
    source: 'design',
  }),
];
