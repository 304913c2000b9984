import { humanize } from '../format.ts';
import { words } from '../i18n.ts';

const t = words({
  en: { none: 'This game has no options.', seat: 'Seat {n}', default: 'Default' },
  fr: { none: 'Ce jeu n’a pas d’options.', seat: 'Place {n}', default: 'Par défaut' },
});

/**
 * Inputs for a game's options, built from its JSON Schema (GET /v1/games): enums as selects,
 * booleans as checkboxes, numbers and text as inputs, a list of enums as one select per seat.
 * An option left alone is not sent, so the game's default applies.
 */
interface PropertySchema {
  type?: string;
  /** The option's label in the reader's language, when the game gives one (else made from its name). */
  title?: string;
  enum?: unknown[];
  default?: unknown;
  description?: string;
  minimum?: number;
  maximum?: number;
  items?: PropertySchema;
  maxItems?: number;
}

export type OptionValues = Record<string, unknown>;

export function OptionsFields({ schema, values, players, onChange }: { schema: Record<string, unknown>; values: OptionValues; players: number; onChange: (next: OptionValues) => void }) {
  const properties = (schema.properties ?? {}) as Record<string, PropertySchema>;
  const entries = Object.entries(properties);
  if (entries.length === 0) return <p>{t('none')}</p>;
  const set = (key: string, value: unknown) => {
    const next = { ...values };
    if (value === undefined) delete next[key];
    else next[key] = value;
    onChange(next);
  };
  return (
    <>
      {entries.map(([key, prop]) => {
        const id = `option-${key}`;
        const hint = prop.description ? <p class="hint" id={`${id}-hint`}>{prop.description}</p> : null;
        const described = prop.description ? `${id}-hint` : undefined;
        if (prop.type === 'boolean') {
          return (
            <div class="field" key={key}>
              <label class="check">
                <input type="checkbox" id={id} aria-describedby={described} checked={(values[key] ?? prop.default ?? false) === true} onChange={(e) => set(key, e.currentTarget.checked)} />
                {prop.title ?? humanize(key)}
              </label>
              {hint}
            </div>
          );
        }
        if (prop.enum) {
          return (
            <div class="field" key={key}>
              <label for={id}>{prop.title ?? humanize(key)}</label>
              <select id={id} aria-describedby={described} value={String(values[key] ?? prop.default ?? prop.enum[0])} onChange={(e) => set(key, e.currentTarget.value)}>
                {prop.enum.map((v) => (
                  <option key={String(v)} value={String(v)}>
                    {humanize(String(v))}
                  </option>
                ))}
              </select>
              {hint}
            </div>
          );
        }
        if (prop.type === 'array' && prop.items?.enum) {
          const list = (values[key] as string[] | undefined) ?? [];
          const choices = prop.items.enum.map(String);
          return (
            <fieldset class="field" key={key} aria-describedby={described}>
              <legend>{prop.title ?? humanize(key)}</legend>
              {Array.from({ length: Math.min(players, prop.maxItems ?? players) }, (_, seat) => (
                <div key={seat}>
                  <label for={`${id}-${seat}`}>{t('seat', { n: seat + 1 })}</label>
                  <select
                    id={`${id}-${seat}`}
                    value={list[seat] ?? ''}
                    onChange={(e) => {
                      const next = Array.from({ length: players }, (_, i) => (i === seat ? e.currentTarget.value : (list[i] ?? '')));
                      set(key, next.every((v) => v === '') ? undefined : next.map((v, i) => v || choices[i % choices.length]));
                    }}
                  >
                    <option value="">{t('default')}</option>
                    {choices.map((c) => (
                      <option key={c} value={c}>
                        {humanize(c)}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
              {hint}
            </fieldset>
          );
        }
        const numeric = prop.type === 'integer' || prop.type === 'number';
        const value = String(values[key] ?? prop.default ?? '');
        return (
          <div class="field" key={key}>
            <label for={id}>{prop.title ?? humanize(key)}</label>
            {numeric ? (
              <input id={id} aria-describedby={described} type="number" min={prop.minimum} max={prop.maximum} value={value} onInput={(e) => set(key, e.currentTarget.value === '' ? undefined : Number(e.currentTarget.value))} />
            ) : (
              <input id={id} aria-describedby={described} type="text" value={value} onInput={(e) => set(key, e.currentTarget.value === '' ? undefined : e.currentTarget.value)} />
            )}
            {hint}
          </div>
        );
      })}
    </>
  );
}
