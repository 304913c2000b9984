/**
 * A move's words at the start of a button's name: screen readers read them first, and the
 * name still holds the text the button shows (what speech users say to press it).
 */
export function Said({ words }: { words: string }) {
  return <span class="visually-hidden">{words}. </span>;
}
