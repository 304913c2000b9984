/**
 * The attributes that make one element of a board a legal target: clickable, reachable with
 * Tab, activated with Enter or Space, named for screen readers, and marked `data-target` (the
 * browser tests act on the board through these names). Spread them on an SVG element or an
 * HTML one; a <button> needs only `name`, `label` and `onActivate`'s click.
 */
export function target(name: string, label: string, onActivate: () => void, selected = false) {
  return {
    'data-target': name,
    role: 'button' as const,
    // Lower case: Preact sets SVG attributes by name, and SVG only knows `tabindex`.
    tabindex: 0,
    'aria-label': label,
    'aria-pressed': selected ? ('true' as const) : undefined,
    class: selected ? 'target selected' : 'target',
    onClick: (event: Event) => {
      event.stopPropagation();
      onActivate();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onActivate();
      }
    },
  };
}
