/** Each seat's colour, the same on the battlefield and in the panels; its badge says the seat too. */
const COLOURS = ['#2a62c9', '#b35400', '#2e7d32', '#7b3fa0'];

export function seatColour(seat: number): string {
  return COLOURS[seat % COLOURS.length]!;
}

export function seatBadge(seat: number): string {
  return `P${seat + 1}`;
}
