// POST /api/forms/reservation — sets a size sold out online aside in the boutique for 48 h: holds its unit, emails
// the shopper and the boutique
import { reservationEndpoint } from '@/server/reservations/endpoint'

export const POST = reservationEndpoint
