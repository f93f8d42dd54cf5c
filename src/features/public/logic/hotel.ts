/**
 * Whether the server's hotel_accommodation text (HTML) says the conference rate is sold
 * out, as the spec's text does ("the negotiated rate is sold out; book with the hotel
 * directly"). The hotel page then tells that story only: no bookable-looking rate card.
 */
export function saysSoldOut(html: string | null | undefined): boolean {
  if (!html) return false;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/\s+/g, ' ');
  return /\bsold[\s-]*out\b|\bfully booked\b|\bno (?:more )?rooms? (?:are )?(?:left|available)\b/i.test(text);
}
