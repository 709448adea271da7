import { useDown } from '@/hooks/useBreakpoint';

/** Phones hide most columns: the first one then says what they would. */
export function useIsPhone() {
  return useDown('sm');
}
