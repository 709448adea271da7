import type { z } from 'zod/mini';
import type { schoolUpdateBodySchema } from '@/api/contract/courses';
import type { School } from '@/api/contract/domain';
import { BR_STATES, onlyDigits } from '@/utils/br';

export type SchoolInput = z.input<typeof schoolUpdateBodySchema>;
export type SchoolValues = z.output<typeof schoolUpdateBodySchema>;
export const ABOUT_MAX = 3000;

/** "01310-100" from whatever was typed or pasted. */
export const formatCep = (value: string) => {
  const d = onlyDigits(value).slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
};

/** The form's values for a school as the server sent it. */
export function schoolFormValues(school: School): SchoolInput {
  const state = BR_STATES.find((uf) => uf === school.address.state) ?? 'SP';
  return {
    name: school.name,
    logoUrl: school.logoUrl,
    about: school.about,
    address: { street: school.address.street, city: school.address.city, state, cep: school.address.cep },
    contact: {
      email: school.contact.email,
      phone: school.contact.phone,
      website: school.contact.website ?? '',
      instagram: school.contact.instagram ?? '',
    },
  };
}
