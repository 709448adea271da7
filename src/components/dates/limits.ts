import dayjs from 'dayjs';
import { DATE_MAX, DATE_MIN } from '@/config';

/** The limits every date picker of the product keeps (SPEC.md §5). */
export const MIN_DATE = dayjs(DATE_MIN);
export const MAX_DATE = dayjs(DATE_MAX);
