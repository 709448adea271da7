import { useParams } from 'react-router-dom';

/** The event being managed (`/produtor/eventos/:eventoId/...`). */
export function useEventId(): string {
  const { eventoId = '' } = useParams();
  return eventoId;
}

const base = (eventId: string) => `/produtor/eventos/${encodeURIComponent(eventId)}`;

export const opsPaths = {
  tab: (eventId: string, tab: 'ingressos' | 'cupons' | 'pedidos' | 'participantes' | 'check-in') =>
    `${base(eventId)}/${tab}`,
  ticketCreate: (eventId: string) => `${base(eventId)}/ingressos/criar`,
  ticketEdit: (eventId: string, ticketId: string) =>
    `${base(eventId)}/ingressos/${encodeURIComponent(ticketId)}/editar`,
  couponCreate: (eventId: string) => `${base(eventId)}/cupons/criar`,
  couponEdit: (eventId: string, couponId: string) =>
    `${base(eventId)}/cupons/${encodeURIComponent(couponId)}/editar`,
};
