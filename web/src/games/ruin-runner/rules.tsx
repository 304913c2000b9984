/**
 * How to play Ruin Runner, in our own words (the engine's rules: src/games/ruin-runner/RULES.md),
 * and a key to the ruins. The drawings are the board's own tile, counter and pawn components.
 */
import type { Colour, TileKind } from '../../../../src/games/ruin-runner/data.ts';
import { Glyph } from '../glyph.tsx';
import { rulesInWords, type GameRules, type LegendEntry } from '../rules.ts';
import { CounterDiscs, Pawn, TileFace } from './tile.tsx';
import { words } from '../../i18n.ts';
import { COLOURS, colourLetter, colourWords } from './words.ts';
import './ruin-runner.css';

const t = words({
  en: {
    startKey: 'START: the first tile, in the middle; every looter begins the looting here',
    outKey: 'Dark arrow pointing out of a tile: an out arrow, the way a looter can leave',
    inKey: 'Light arrow pointing into a tile: an in arrow, the way a looter can enter',
    blankKey: 'Plain bar along an edge: a blank side, a dead end',
    gateKey: 'GATE with white arrows: looters may leave only by the white arrow that holds the red exit counter; it swaps to the other white arrow after each exit',
    exitKey: 'Red disc on a white arrow: the exit arrow counter of a gate',
    entranceKey: 'A + in, dashed ring: a teleport entrance; a looter arriving here jumps to the exit with the same letter',
    exitTileKey: 'A + out, dashed ring: the teleport exit the looter arrives at',
    toStartKey: '“to START”: a teleport that sends the looter back to START',
    counterKey: '{letter} disc: {an, select, yes {an} other {a}} {colour} resource counter (each disc on a tile is one counter)',
    pawnKey: 'Pawn with {seat}: the looter of seat {seat} (each seat has its own colour and number)',
    turnKey: 'Ring around a looter: the looter whose turn it is',
    openKey: 'Dashed empty square: a place next to the ruins where a tile could go',
    hereKey: '“here?”: a square where the tile you picked can be laid; click it',
    here: 'here?',
    stepKey: 'Shaded square with an arrow: where your looter steps if you click it',
    previewKey: 'Blue frame: the tile you are laying, shown where it would go; click it to turn it',
    players: '2–6 players',
    summary: 'Build a maze of ruins together, then race through it picking up treasure.',
    goal: 'Collect the most valuable resource counters. Counters in the colours of your secret resource cards are worth double, and holding the most of a colour earns a bonus.',
    setup1: 'START is laid in the middle of the table. The ruin tiles and the six resource cards are shuffled.',
    setup2: 'With 2 or 3 players each gets two resource cards and five tiles; with 4 to 6, one card and three tiles. Cards and hands are secret; the other tiles form a draw pile.',
    turn1: 'The game has two phases. First, discovery: on your turn lay one tile from your hand next to the ruins, turned any way, so that no out arrow faces an out arrow and no in arrow faces an in arrow. A laid tile gets its counters (a circle gives three of its colour, a diamond one). Draw a replacement if any are left.',
    turn2: 'If none of your tiles fits anywhere, you pass. When everyone passes in a row, or every tile is laid, discovery ends and all looters go to START.',
    turn3: 'Then looting: on your turn move your looter one tile along an out arrow. If the next tile has no in arrow facing you, or there is no tile, your looter falls out of the ruins and goes back to START.',
    turn4: 'Teleports move you on at once; a gate lets you leave only through the arrow with the exit counter.',
    turn5: 'After moving you may take one counter from the tile you end on. With the “No Honor Amongst Thieves” option you may also swap a counter with a looter on the same tile.',
    end: 'Looting ends when no counter is left on the ruins, or when a whole round passes without anyone taking a counter.',
    scoring1: 'Each counter scores 1, or 2 if its colour is on one of your resource cards.',
    scoring2: 'For each colour, the player with the most counters of it scores 5 more; players tied for the most score 3 each.',
    scoring3: 'The highest total wins; a tie shares the win.',
    tilesTitle: 'Tiles and their sides',
    countersTitle: 'Resource counters',
    lootersTitle: 'Looters',
    clicksTitle: 'Choosing a move',
    firstLooting: 'Move your looter one tile along an out arrow (click a shaded square), then take one counter from the tile you land on.',
    firstDiscovery: 'Pick a tile from your hand, click a “here?” square next to the ruins, turn it until the arrows fit (out facing in), and confirm. Tiles with counters add to what can be looted later.',
  },
  fr: {
    startKey: 'DÉPART : la première tuile, au centre ; chaque pilleur y commence le pillage',
    outKey: 'Flèche sombre tournée vers l’extérieur : une flèche sortante, par où un pilleur peut partir',
    inKey: 'Flèche claire tournée vers l’intérieur : une flèche entrante, par où un pilleur peut entrer',
    blankKey: 'Barre simple le long d’un bord : un mur, une impasse',
    gateKey: 'PORTE avec des flèches blanches : les pilleurs ne peuvent sortir que par la flèche blanche qui porte le jeton rouge de sortie ; il passe sur l’autre flèche blanche après chaque sortie',
    exitKey: 'Disque rouge sur une flèche blanche : le jeton flèche de sortie d’une porte',
    entranceKey: 'A + ent., anneau en pointillé : une entrée de téléporteur ; un pilleur qui y arrive saute à la sortie de même lettre',
    exitTileKey: 'A + sort., anneau en pointillé : la sortie de téléporteur où arrive le pilleur',
    toStartKey: '« vers DÉPART » : un téléporteur qui renvoie le pilleur au DÉPART',
    counterKey: 'Disque {letter} : un jeton ressource {colour} (chaque disque sur une tuile est un jeton)',
    pawnKey: 'Pion marqué {seat} : le pilleur de la place {seat} (chaque place a sa couleur et son numéro)',
    turnKey: 'Anneau autour d’un pilleur : c’est son tour',
    openKey: 'Case vide en pointillé : un emplacement à côté des ruines où une tuile pourrait aller',
    hereKey: '« ici ? » : une case où la tuile choisie peut être posée ; cliquez dessus',
    here: 'ici ?',
    stepKey: 'Case ombrée avec une flèche : là où va votre pilleur si vous cliquez',
    previewKey: 'Cadre bleu : la tuile que vous posez, montrée là où elle irait ; cliquez dessus pour la tourner',
    players: '2 à 6 joueurs',
    summary: 'Construisez ensemble un dédale de ruines, puis parcourez-le au pas de course pour ramasser des trésors.',
    goal: 'Récolter les jetons ressource les plus précieux. Les jetons des couleurs de vos cartes ressource secrètes valent double, et détenir le plus de jetons d’une couleur rapporte un bonus.',
    setup1: 'Le DÉPART est posé au centre de la table. Les tuiles ruine et les six cartes ressource sont mélangées.',
    setup2: 'À 2 ou 3 joueurs, chacun reçoit deux cartes ressource et cinq tuiles ; de 4 à 6, une carte et trois tuiles. Cartes et mains sont secrètes ; les autres tuiles forment la pioche.',
    turn1: 'La partie a deux phases. D’abord la découverte : à votre tour, posez une tuile de votre main à côté des ruines, tournée comme vous voulez, de sorte qu’aucune flèche sortante ne fasse face à une flèche sortante ni aucune flèche entrante à une flèche entrante. Une tuile posée reçoit ses jetons (un cercle en donne trois de sa couleur, un losange un seul). Piochez une tuile pour la remplacer s’il en reste.',
    turn2: 'Si aucune de vos tuiles ne convient nulle part, vous passez. Quand tout le monde passe à la suite, ou que toutes les tuiles sont posées, la découverte s’arrête et tous les pilleurs vont au DÉPART.',
    turn3: 'Vient ensuite le pillage : à votre tour, déplacez votre pilleur d’une tuile par une flèche sortante. Si la tuile suivante n’a pas de flèche entrante face à vous, ou s’il n’y a pas de tuile, votre pilleur tombe hors des ruines et retourne au DÉPART.',
    turn4: 'Les téléporteurs vous emmènent aussitôt plus loin ; une porte ne vous laisse sortir que par la flèche qui porte le jeton de sortie.',
    turn5: 'Après votre déplacement, vous pouvez prendre un jeton sur la tuile où vous arrivez. Avec l’option « Pas d’honneur entre voleurs », vous pouvez aussi échanger un jeton avec un pilleur sur la même tuile.',
    end: 'Le pillage s’arrête quand il ne reste plus aucun jeton dans les ruines, ou quand tout un tour passe sans que personne ne prenne de jeton.',
    scoring1: 'Chaque jeton rapporte 1 point, ou 2 si sa couleur figure sur une de vos cartes ressource.',
    scoring2: 'Pour chaque couleur, le joueur qui en a le plus de jetons marque 5 points de plus ; en cas d’égalité pour la majorité, chacun marque 3 points.',
    scoring3: 'Le plus haut total l’emporte ; en cas d’égalité, la victoire est partagée.',
    tilesTitle: 'Les tuiles et leurs côtés',
    countersTitle: 'Jetons ressource',
    lootersTitle: 'Pilleurs',
    clicksTitle: 'Choisir un coup',
    firstLooting: 'Déplacez votre pilleur d’une tuile par une flèche sortante (cliquez sur une case ombrée), puis prenez un jeton sur la tuile où vous arrivez.',
    firstDiscovery: 'Prenez une tuile de votre main, cliquez sur une case « ici ? » à côté des ruines, tournez-la jusqu’à ce que les flèches concordent (sortante face à entrante) et confirmez. Les tuiles à jetons enrichissent ce qui pourra être pillé ensuite.',
  },
});

/** The smallest text on a tile is 9 units (GATE): at 1.25 px a unit it reads at 11 px. */
const SCALE = 1.25;

function Tile({ kind, sides = '----', pair = null, gateArrow = null, counters = {} }: { kind: TileKind; sides?: string; pair?: 'A' | 'B' | null; gateArrow?: 'N' | null; counters?: Partial<Record<Colour, number>> }) {
  return (
    <Glyph box={[0, 0, 100, 100]} scale={SCALE} class="rr-map">
      <TileFace kind={kind} sides={sides} pair={pair} counters={counters} gateArrow={gateArrow} />
    </Glyph>
  );
}

/** The north edge of a path tile whose north side is `mark`. */
function Side({ mark, exit = false }: { mark: string; exit?: boolean }) {
  return (
    <Glyph box={[0, 0, 100, 34]} scale={0.8} class="rr-map">
      <TileFace kind="path" sides={`${mark}---`} pair={null} counters={{}} gateArrow={exit ? 'N' : null} />
    </Glyph>
  );
}

const tiles = (): LegendEntry[] => [
  { label: t('startKey'), glyph: <Tile kind="start" sides="oooo" /> },
  { label: t('outKey'), glyph: <Side mark="o" /> },
  { label: t('inKey'), glyph: <Side mark="i" /> },
  { label: t('blankKey'), glyph: <Side mark="-" /> },
  { label: t('gateKey'), glyph: <Tile kind="gate" sides="wiwi" gateArrow="N" /> },
  { label: t('exitKey'), glyph: <Side mark="w" exit /> },
  { label: t('entranceKey'), glyph: <Tile kind="teleport-entrance" sides="ooii" pair="A" /> },
  { label: t('exitTileKey'), glyph: <Tile kind="teleport-exit" sides="ooii" pair="A" counters={{ blue: 3 }} /> },
  { label: t('toStartKey'), glyph: <Tile kind="teleport-to-start" sides="iiii" /> },
];

const counters = (): LegendEntry[] =>
  COLOURS.map((colour) => ({
  label: t('counterKey', { letter: colourLetter(colour), colour: colourWords(colour), an: colour === 'orange' ? 'yes' : 'no' }),
  glyph: (
    <Glyph box={[38, 38, 24, 24]} scale={1.6} class="rr-map">
      <CounterDiscs counters={{ [colour]: 1 }} />
    </Glyph>
  ),
}));

const looters = (): LegendEntry[] => [
  ...[0, 1, 2].map((seat) => ({
    label: t('pawnKey', { seat: seat + 1 }),
    glyph: (
      <Glyph box={[-16, -18, 32, 34]} scale={1.5} class="rr-map">
        <Pawn seat={seat} />
      </Glyph>
    ),
  })),
  {
    label: t('turnKey'),
    glyph: (
      <Glyph box={[-26, -26, 52, 52]} scale={1} class="rr-map">
        <circle class="rr-to-play" cx={0} cy={0} r={23} />
        <g transform="scale(1.25)">
          <Pawn seat={0} />
        </g>
      </Glyph>
    ),
  },
];

const clicks = (): LegendEntry[] => [
  { label: t('openKey'), glyph: <Glyph box={[0, 0, 100, 100]} scale={0.56} class="rr-map"><rect class="rr-open" x={6} y={6} width={88} height={88} rx={8} /></Glyph> },
  {
    label: t('hereKey'),
    glyph: (
      <Glyph box={[0, 0, 100, 100]} scale={0.8} class="rr-map">
        <rect class="rr-hit" x={5} y={5} width={90} height={90} rx={8} />
        <text class="rr-cell-words" x={50} y={55} text-anchor="middle" font-size="14">{t('here')}</text>
      </Glyph>
    ),
  },
  {
    label: t('stepKey'),
    glyph: (
      <Glyph box={[0, 0, 100, 100]} scale={0.56} class="rr-map">
        <rect class="rr-hit rr-step" x={8} y={8} width={84} height={84} rx={10} />
        <polygon class="rr-step-arrow" points="36,84 64,84 50,68" />
      </Glyph>
    ),
  },
  {
    label: t('previewKey'),
    glyph: (
      <Glyph box={[0, 0, 100, 100]} scale={SCALE * 0.9} class="rr-map">
        <rect class="rr-preview-frame" x={1} y={1} width={98} height={98} rx={9} />
        <TileFace kind="path" sides="oioi" pair={null} counters={{ red: 3, orange: 1 }} gateArrow={null} ghost />
      </Glyph>
    ),
  },
];

export const rules: GameRules = rulesInWords(
  'Ruin Runner',
  t,
  {
    players: 'players',
    summary: 'summary',
    goal: ['goal'],
    setup: ['setup1', 'setup2'],
    turn: ['turn1', 'turn2', 'turn3', 'turn4', 'turn5'],
    end: ['end'],
    scoring: ['scoring1', 'scoring2', 'scoring3'],
    legend: [
      ['tilesTitle', tiles],
      ['countersTitle', counters],
      ['lootersTitle', looters],
      ['clicksTitle', clicks],
    ],
  },
  {
    firstTurn(view) {
      const v = view as { phase?: string };
      if (v.phase === 'looting') return t('firstLooting');
      return t('firstDiscovery');
    },
  },
);
