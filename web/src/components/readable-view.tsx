import type { ComponentChildren } from 'preact';
import { humanize, inlineText, primitiveText } from '../format.ts';
import { words } from '../i18n.ts';

const t = words({
  en: { none: 'none', table: 'Table, scrolls sideways' },
  fr: { none: 'aucun', table: 'Tableau, défile horizontalement' },
});

/**
 * Any game's view as a readable page: facts as a definition list, lists of records as tables,
 * nested parts as sections that fold. Per-game boards (web/src/games/<id>/) replace it game by
 * game; until then every game is readable through this one.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isRecord = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isPrimitive = (v: unknown) => primitiveText(v) !== undefined;

/** Keys a person reads first, shown above everything else when a view has them. */
const promptKeys = ['prompt', 'message', 'status'];

export function ReadableView({ view }: { view: unknown }) {
  if (!isRecord(view)) return <Value value={view as Json} depth={0} />;
  const prompt = promptKeys.map((k) => view[k]).find((v): v is string => typeof v === 'string');
  const facts = Object.entries(view).filter(([k, v]) => isPrimitive(v) && !promptKeys.includes(k));
  const parts = Object.entries(view).filter(([, v]) => !isPrimitive(v));
  return (
    <div class="readable">
      {prompt && <p class="prompt">{prompt}</p>}
      {facts.length > 0 && <Facts entries={facts} />}
      {parts.map(([key, value]) => (
        <Section key={key} title={humanize(key)} open={parts.length <= 6 || depthWeight(value) < 40}>
          <Value value={value} depth={1} />
        </Section>
      ))}
    </div>
  );
}

function Section({ title, open, children }: { title: string; open: boolean; children: ComponentChildren }) {
  return (
    <details class="part" open={open}>
      <summary>{title}</summary>
      {children}
    </details>
  );
}

function Facts({ entries }: { entries: [string, Json][] }) {
  return (
    <dl class="facts">
      {entries.map(([key, value]) => (
        <div key={key}>
          <dt>{humanize(key)}</dt>
          <dd>{primitiveText(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function depthWeight(value: unknown): number {
  return JSON.stringify(value ?? null).length / 40;
}

function Value({ value, depth }: { value: Json; depth: number }) {
  const primitive = primitiveText(value);
  if (primitive !== undefined) return <span>{primitive}</span>;
  if (Array.isArray(value)) return <List items={value} depth={depth} />;
  const record = value as Record<string, Json>;
  const facts = Object.entries(record).filter(([, v]) => isPrimitive(v));
  const parts = Object.entries(record).filter(([, v]) => !isPrimitive(v));
  if (parts.length === 0 && facts.length === 0) return <span>{t('none')}</span>;
  if (depth >= 4) return <span>{inlineText(record)}</span>;
  return (
    <div class="record">
      {facts.length > 0 && <Facts entries={facts} />}
      {parts.map(([key, v]) => (
        <div key={key} class="sub">
          <h4>{humanize(key)}</h4>
          <Value value={v} depth={depth + 1} />
        </div>
      ))}
    </div>
  );
}

function List({ items, depth }: { items: Json[]; depth: number }) {
  if (items.length === 0) return <span>{t('none')}</span>;
  // Rows of equal-length text (a board drawn in characters): keep the grid.
  if (items.every((i) => typeof i === 'string') && items.length > 2 && new Set(items.map((i) => (i as string).length)).size === 1 && (items[0] as string).length > 3) {
    return <pre class="grid">{items.join('\n')}</pre>;
  }
  if (items.every(isPrimitive)) return <span>{items.map((i) => primitiveText(i)).join(', ')}</span>;
  if (items.every(isRecord)) return <Table rows={items as Record<string, Json>[]} depth={depth} />;
  return (
    <ol class="list">
      {items.map((item, i) => (
        <li key={i}>
          <Value value={item} depth={depth + 1} />
        </li>
      ))}
    </ol>
  );
}

/** Records as a table: one column per key any row has; nested values in words on one line. */
function Table({ rows, depth }: { rows: Record<string, Json>[]; depth: number }) {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  if (columns.length > 8 && depth < 3) {
    return (
      <ol class="list">
        {rows.map((row, i) => (
          <li key={i}>
            <Value value={row} depth={depth + 1} />
          </li>
        ))}
      </ol>
    );
  }
  return (
    <div class="table-scroll" tabIndex={0} role="group" aria-label={t('table')}>
      <table>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {humanize(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {columns.map((c) => (
                <td key={c}>{c in row ? inlineText(row[c]) : ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
