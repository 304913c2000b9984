import type { RelicRunnersView as View, TileFace } from '../../../../src/games/relic-runners/view.ts';
import { BoardDialog } from '../../board/dialog.tsx';
import { words } from '../../i18n.ts';
import type { Choice } from './targets.ts';
import { placeName, seatLabel, templeColor, tileWords } from './words.ts';

const t = words({
  en: {
    you: 'You',
    camp: 'Base Camp',
    ruin: 'ruin {name}',
    temple: '{color} temple {name}',
    over: 'The game is over: every secret is revealed.',
    climb: '{name} {you, select, yes {move} other {moves}} toolboxes up: {steps, plural, one {# step} other {# steps}} left.{you, select, yes { Click a toolbox on your table (at the bottom: then its branch).} other {}}',
    placePathway: '{name} {you, select, yes {place} other {places}} a pathway next to {site}.{you, select, yes { Click a trail.} other {}}',
    ivoryChoice: '{name} {you, select, yes {choose} other {chooses}} which ivory tile to keep.',
    pickTile: '{name} {you, select, yes {choose} other {chooses}} a tile of {site}.',
    lift: '{name} {you, select, yes {move} other {moves}} {count, plural, one {# pathway} other {# pathways}}.{you, select, yes { Click one of your pathways to lift it.} other {}}',
    drop: '{name} {you, select, yes {put} other {puts}} the lifted pathway on a new trail.{you, select, yes { Click a trail.} other {}}',
    flip: '{name} {you, select, yes {flip} other {flips}} {optional, select, yes {up to } other {}}{count, plural, one {# toolbox token} other {# toolbox tokens}}.{you, select, yes { Click a token on a river.} other {}}',
    adjacent: '{name} {you, select, yes {act} other {acts}} on a ruin or temple next to {site}.{you, select, yes { Click it.} other {}}',
    startYou: 'Your turn: click a site next to you to walk there, or use a toolbox first.',
    start: '{name} is about to move.',
    movingYou: 'You are walking ({trails, plural, one {# trail} other {# trails}} so far): click the next site, or stop.',
    moving: '{name} is walking.',
    movedYou: 'You have moved: explore where you stand, use a toolbox, or end your turn.',
    moved: '{name} has moved.',
    pickTitle: 'Take which tile of {site}?',
    ivoryTitle: 'Which ivory tile do you keep?',
    ivoryHint: 'You may hold one ivory tile per level: the other is discarded for 2 VP.',
  },
  fr: {
    you: 'Vous',
    camp: 'du camp de base',
    ruin: 'de la ruine {name}',
    temple: 'du temple {color} {name}',
    over: 'La partie est terminée : tous les secrets sont révélés.',
    climb: '{you, select, yes {Vous faites monter des boîtes à outils} other {{name} fait monter des boîtes à outils}} : {steps, plural, one {encore # niveau} other {encore # niveaux}}.{you, select, yes { Cliquez sur une boîte de votre tableau (en bas : puis sa branche).} other {}}',
    placePathway: '{you, select, yes {Vous posez} other {{name} pose}} un chemin à côté {site}.{you, select, yes { Cliquez sur un sentier.} other {}}',
    ivoryChoice: '{you, select, yes {Vous choisissez} other {{name} choisit}} la tuile ivoire à garder.',
    pickTile: '{you, select, yes {Vous choisissez} other {{name} choisit}} une tuile {site}.',
    lift: '{you, select, yes {Vous déplacez} other {{name} déplace}} {count, plural, one {# chemin} other {# chemins}}.{you, select, yes { Cliquez sur un de vos chemins pour le retirer.} other {}}',
    drop: '{you, select, yes {Vous posez} other {{name} pose}} le chemin retiré sur un nouveau sentier.{you, select, yes { Cliquez sur un sentier.} other {}}',
    flip: '{you, select, yes {Vous retournez} other {{name} retourne}} {optional, select, yes {jusqu’à } other {}}{count, plural, one {# jeton boîte à outils} other {# jetons boîte à outils}}.{you, select, yes { Cliquez sur un jeton sur une rivière.} other {}}',
    adjacent: '{you, select, yes {Vous agissez} other {{name} agit}} sur une ruine ou un temple à côté {site}.{you, select, yes { Cliquez dessus.} other {}}',
    startYou: 'À vous : cliquez sur un site voisin pour y marcher, ou utilisez d’abord une boîte à outils.',
    start: '{name} va se déplacer.',
    movingYou: 'Vous marchez ({trails, plural, one {# sentier} other {# sentiers}} jusqu’ici) : cliquez sur le site suivant, ou arrêtez-vous.',
    moving: '{name} marche.',
    movedYou: 'Vous vous êtes déplacé : explorez le site où vous êtes, utilisez une boîte à outils ou terminez votre tour.',
    moved: '{name} s’est déplacé.',
    pickTitle: 'Quelle tuile {site} prenez-vous ?',
    ivoryTitle: 'Quelle tuile ivoire gardez-vous ?',
    ivoryHint: 'Vous ne pouvez garder qu’une tuile ivoire par niveau : l’autre est défaussée pour 2 PV.',
  },
});
/** Who is meant by the player on turn, from the reader's side. */
function who(view: View, names: string[]): { name: string; you: boolean } {
  const you = view.seat === view.turn.seat;
  return { name: you ? t('you') : (names[view.turn.seat] ?? seatLabel(view.turn.seat)), you };
}

/** A site as the prompts name it (in French with "de": "du temple bleu N3", "de la ruine N1"). */
function siteName(view: View, location: number): string {
  const site = view.sites.find((s) => s.location === location);
  if (!site || site.kind === 'camp') return t('camp');
  return site.kind === 'ruin' ? t('ruin', { name: placeName(site.name) }) : t('temple', { color: site.color ? templeColor(site.color) : '', name: placeName(site.name) });
}

/** What the player on turn is doing or being asked, in words every reader may see. */
export function promptWords(view: View, names: string[]): string {
  if (view.over) return t('over');
  const { name, you: mine } = who(view, names);
  const you = mine ? 'yes' : 'no';
  const prompt = view.prompt;
  switch (prompt?.kind) {
    case 'climb':
      return t('climb', { name, you, steps: prompt.steps });
    case 'placePathway':
      return t('placePathway', { name, you, site: siteName(view, prompt.anchor) });
    case 'ivoryChoice':
      return t('ivoryChoice', { name, you });
    case 'pickTile':
      return t('pickTile', { name, you, site: siteName(view, prompt.site) });
    case 'movePathway':
      if (prompt.lifted === null) return t('lift', { name, you, count: prompt.count });
      return t('drop', { name, you });
    case 'flip':
      return t('flip', { name, you, optional: prompt.optional ? 'yes' : 'no', count: prompt.count });
    case 'adjacentAction':
      return t('adjacent', { name, you, site: siteName(view, prompt.from) });
    default:
      break;
  }
  switch (view.turn.phase) {
    case 'start':
      return mine ? t('startYou') : t('start', { name });
    case 'moving':
      return mine ? t('movingYou', { trails: view.turn.trails.length }) : t('moving', { name });
    case 'moved':
      return mine ? t('movedYou') : t('moved', { name });
  }
}

function TileCard({ face }: { face: TileFace }) {
  return <span class={`rr-tile ${face.color} level-${face.level}`}>{tileWords(face)}</span>;
}

/** A mid-turn question with its answers as buttons: which ivory tile to keep, which tile to take. */
export function PromptDialog({ view, choices, choose, onHide }: { view: View; choices: Choice[]; choose(key: string): void; onHide(): void }) {
  const prompt = view.prompt;
  const answers = choices.filter((c) => c.element.startsWith('dialog:'));
  if (answers.length === 0) return null;
  const title = prompt?.kind === 'pickTile' ? t('pickTitle', { site: siteName(view, prompt.site) }) : t('ivoryTitle');
  const me = view.explorers.find((e) => e.seat === view.turn.seat);
  const tileOf = (key: string): TileFace | null => {
    if (prompt?.kind === 'ivoryChoice') {
      if (key === 'keep:new') return prompt.newTile;
      if (key === 'keep:old') return me?.ivory[prompt.newTile.level - 1] ?? null;
    }
    if (prompt?.kind === 'pickTile' && key.startsWith('tile:')) return prompt.tiles?.[Number(key.slice(5))] ?? null;
    return null;
  };
  return (
    <BoardDialog title={title} onCancel={onHide}>
      {prompt?.kind === 'ivoryChoice' && <p class="hint">{t('ivoryHint')}</p>}
      <div class="rr-answers">
        {answers.map((choice) => {
          const face = tileOf(choice.key);
          return (
            <button key={choice.key} type="button" class="rr-answer" data-target={choice.key} onClick={() => choose(choice.key)}>
              {face && <TileCard face={face} />}
              <span>{choice.label}</span>
            </button>
          );
        })}
      </div>
    </BoardDialog>
  );
}
