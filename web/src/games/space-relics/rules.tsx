/**
 * How to play Space Relics, in our own words (the engine's rules: src/games/space-relics/RULES.md),
 * and a key to the museum map. The drawings reuse the map's shapes and classes (map.tsx, board.css).
 */
import type { ComponentChildren } from 'preact';
import { Glyph } from '../glyph.tsx';
import { rulesInWords, type GameRules, type LegendEntry } from '../rules.ts';
import { words } from '../../i18n.ts';
import { SEAT_COLOURS } from './data.ts';
import { seatColour } from './words.ts';
import './board.css';

const t = words({
  en: {
    key1: 'Open space: empty squares between the galleries; only platforms can be laid here',
    key2: 'Gallery floor: a walkable square of a gallery tile',
    key3: 'Hatched square: a wall; nobody walks through it and it stops a gun’s line of fire',
    key4: 'Dashed circle: a large gallery space, where an artifact or an item is laid at the start',
    key5: 'EXIT: an airlock, where you come in and where you escape',
    key6: 'Light blue square with a number: a platform you can stand on (the number is the tile’s)',
    key7: 'Hatched platform square: the wall end of a walled platform',
    key8: 'Red triangle: a security gun, pointing the way it fires',
    key9: 'Red dashed line: a gun’s line of fire, up to the first wall',
    key10: 'Grey crossed triangle: a gun that has been disabled for good',
    key11: 'Red criss-cross over a gallery: a laser net; nobody on that gallery can move until someone disables it',
    key12: 'Flame: a fire; walking into it tears a hole in your suit (and puts it out)',
    key13: 'Yellow square with ?: an item marker; end a move on it to draw an item card',
    key14: 'Blue diamond with A: an artifact, face down until someone takes it (2 AP)',
    key15: 'Yellow star: the Heart of Sol, the big prize (12 points) in the centre gallery',
    key16: 'Purple circle with D: a transdimensional doorway; stepping in brings you out at the other door',
    key17: 'Green dashed ring around a pawn: that pirate’s shield is on',
    key18: 'Yellow dashed square: a square you can click now (move, lift a platform, take what lies there)',
    key19: 'Blue-framed square: a square you already chose for the move you are building',
    key20: 'Dashed outline: where a platform would lie if you pick that choice',
    key21: 'Air gauge: one bar for each round of air left (the game ends after round 12)',
    key22: 'Blue dots on an item card: its charges left',
    pawnKey: 'Round pawn with {seat}: the pirate of seat {seat} ({colour})',
    exit: 'EXIT',
    net: 'LASER NET',
    door: 'D',
    players: '2–4 players',
    summary: 'A heist in a museum floating in space: grab artifacts, dodge the traps and get out before the air runs out.',
    goal: 'Get out of the museum through an airlock with the most valuable haul. Only pirates who escape can win: anyone still inside when the air runs out, or when the Last Defense ends, is captured and scores nothing.',
    setup1: 'The museum is a 19 by 19 grid (15 by 15 in older matches): nine 3 by 3 galleries with open space between them, eight airlocks on the edge and sixteen platforms laid in the gaps.',
    setup2: 'Every gallery gets an artifact and one or two items; the centre gallery holds the Heart of Sol instead.',
    setup3: 'Each pirate is dealt a Blaster or a Shield Generator with two charges.',
    setup4: 'Starting with the last player and going backwards, each pirate picks a different airlock to enter from.',
    turn1: 'Round 1 gives everyone 12 action points (AP); each later round gives one fewer. Unused AP are lost.',
    turn2: 'Step one square up, down, left or right for 1 AP, onto gallery floor, platforms or airlocks. You may pass through other pawns but not stop on them.',
    turn3: 'Lift an empty platform and lay it on any free stretch of open space, in any direction: this costs 1 AP per square of the platform.',
    turn4: 'Take the artifact you stand on for 2 AP, then face its trap (a fire, a fear ray, a laser net, a hole in your suit…); some traps can be stopped with a charged gun.',
    turn5: 'Items are picked up for free when you end a move on their space, and can be used any time during your turn.',
    turn6: 'Security guns shoot at a pawn that moves in their line of fire. A hit tears a hole in your suit unless your shield is on; you must patch it (2 AP) before doing anything else.',
    turn7: 'End your turn when you are done; stepping onto an airlock takes you out at once.',
    end1: 'Taking the Heart of Sol starts the Last Defense: at the start of each later turn of its taker, every pirate still inside removes an empty platform for good. When no empty platform is left, everyone inside plays one last turn.',
    end2: 'The air lasts 12 rounds. The game ends when every pirate has escaped or been captured.',
    scoring1: 'Each artifact you carried out scores its value (6 to 8; the Heart of Sol 12).',
    scoring2: 'Each item card still in your hand scores 1 (your starting Blaster or Shield does not).',
    scoring3: 'The escaped pirate with the most points wins; a tie goes to whoever got out first.',
    museumTitle: 'The museum',
    hazardsTitle: 'Guns and hazards',
    piecesTitle: 'Markers and pawns',
    clicksTitle: 'Choosing a move, and your gear',
    firstAirlock: 'Pick the airlock (a square marked EXIT) where your pirate enters the museum. Every pirate takes a different one.',
    firstTurn: 'You have 12 AP this round. Walk toward a gallery (1 AP a square; lay platforms to bridge gaps), take its artifact for 2 AP, and watch the red dashed lines: guns fire at pawns that move in them. End your turn when you have spent what you want.',
  },
  fr: {
    key1: 'Espace libre : cases vides entre les galeries ; seules des plateformes peuvent y être posées',
    key2: 'Sol de galerie : une case praticable d’une tuile galerie',
    key3: 'Case hachurée : un mur ; personne ne le traverse et il arrête la ligne de tir d’une tourelle',
    key4: 'Cercle en pointillé : un grand emplacement de galerie, où un artefact ou un objet est posé au départ',
    key5: 'SORTIE : un sas, par où vous entrez et par où vous vous échappez',
    key6: 'Case bleu clair avec un numéro : une plateforme où vous pouvez vous tenir (le numéro est celui de la tuile)',
    key7: 'Case de plateforme hachurée : l’extrémité murée d’une plateforme avec mur',
    key8: 'Triangle rouge : une tourelle de sécurité, pointée dans la direction où elle tire',
    key9: 'Ligne rouge en pointillé : la ligne de tir d’une tourelle, jusqu’au premier mur',
    key10: 'Triangle gris barré : une tourelle désactivée pour de bon',
    key11: 'Quadrillage rouge sur une galerie : un filet laser ; personne sur cette galerie ne peut bouger tant que quelqu’un ne l’a pas désactivé',
    key12: 'Flamme : un feu ; y entrer fait un trou dans votre combinaison (et l’éteint)',
    key13: 'Case jaune avec ? : un marqueur d’objet ; terminez un déplacement dessus pour piocher une carte objet',
    key14: 'Losange bleu avec A : un artefact, face cachée jusqu’à ce que quelqu’un le prenne (2 PA)',
    key15: 'Étoile jaune : le Cœur de Sol, le gros lot (12 points) dans la galerie centrale',
    key16: 'Cercle violet avec P : une porte transdimensionnelle ; y entrer vous fait ressortir par l’autre porte',
    key17: 'Anneau vert en pointillé autour d’un pion : le bouclier de ce pirate est activé',
    key18: 'Case jaune en pointillé : une case sur laquelle vous pouvez cliquer maintenant (se déplacer, soulever une plateforme, prendre ce qui s’y trouve)',
    key19: 'Case encadrée de bleu : une case déjà choisie pour le coup que vous construisez',
    key20: 'Contour en pointillé : là où irait une plateforme si vous faites ce choix',
    key21: 'Jauge d’air : une barre par manche d’air restante (la partie s’arrête après la manche 12)',
    key22: 'Points bleus sur une carte objet : ses charges restantes',
    pawnKey: 'Pion rond marqué {seat} : le pirate de la place {seat} ({colour})',
    exit: 'SORTIE',
    net: 'FILET LASER',
    door: 'P',
    players: '2 à 4 joueurs',
    summary: 'Un casse dans un musée flottant dans l’espace : raflez des artefacts, déjouez les pièges et sortez avant que l’air ne vienne à manquer.',
    goal: 'Sortir du musée par un sas avec le butin le plus précieux. Seuls les pirates qui s’échappent peuvent gagner : quiconque est encore à l’intérieur quand l’air vient à manquer, ou quand la Dernière Défense s’achève, est capturé et ne marque rien.',
    setup1: 'Le musée est une grille de 19 sur 19 (15 sur 15 dans les parties plus anciennes) : neuf galeries de 3 sur 3 séparées par de l’espace libre, huit sas en bordure et seize plateformes posées dans les interstices.',
    setup2: 'Chaque galerie reçoit un artefact et un ou deux objets ; la galerie centrale contient à la place le Cœur de Sol.',
    setup3: 'Chaque pirate reçoit un Blaster ou un Générateur de bouclier avec deux charges.',
    setup4: 'En commençant par le dernier joueur et en remontant, chaque pirate choisit un sas différent par où entrer.',
    turn1: 'La manche 1 donne à chacun 12 points d’action (PA) ; chaque manche suivante en donne un de moins. Les PA non dépensés sont perdus.',
    turn2: 'Avancez d’une case vers le haut, le bas, la gauche ou la droite pour 1 PA, sur le sol d’une galerie, une plateforme ou un sas. Vous pouvez traverser les autres pions mais pas vous arrêter sur eux.',
    turn3: 'Soulevez une plateforme vide et posez-la sur n’importe quelle portion libre d’espace, dans n’importe quelle direction : cela coûte 1 PA par case de la plateforme.',
    turn4: 'Prenez l’artefact sur lequel vous êtes pour 2 PA, puis affrontez son piège (un feu, un rayon de la peur, un filet laser, un trou dans votre combinaison…) ; certains pièges peuvent être arrêtés avec une arme chargée.',
    turn5: 'Les objets se ramassent gratuitement quand vous terminez un déplacement sur leur case, et s’utilisent à tout moment pendant votre tour.',
    turn6: 'Les tourelles de sécurité tirent sur un pion qui bouge dans leur ligne de tir. Un tir fait un trou dans votre combinaison sauf si votre bouclier est activé ; vous devez le colmater (2 PA) avant toute autre action.',
    turn7: 'Terminez votre tour quand vous avez fini ; entrer dans un sas vous fait sortir aussitôt.',
    end1: 'Prendre le Cœur de Sol déclenche la Dernière Défense : au début de chaque tour suivant de celui qui l’a pris, chaque pirate encore à l’intérieur retire définitivement une plateforme vide. Quand il ne reste plus de plateforme vide, tous ceux qui sont à l’intérieur jouent un dernier tour.',
    end2: 'L’air dure 12 manches. La partie s’arrête quand chaque pirate s’est échappé ou a été capturé.',
    scoring1: 'Chaque artefact sorti du musée rapporte sa valeur (6 à 8 ; le Cœur de Sol 12).',
    scoring2: 'Chaque carte objet encore en main rapporte 1 point (pas votre Blaster ou votre Bouclier de départ).',
    scoring3: 'Le pirate échappé qui a le plus de points l’emporte ; en cas d’égalité, celui qui est sorti le premier.',
    museumTitle: 'Le musée',
    hazardsTitle: 'Tourelles et dangers',
    piecesTitle: 'Marqueurs et pions',
    clicksTitle: 'Choisir un coup, et votre équipement',
    firstAirlock: 'Choisissez le sas (une case marquée SORTIE) par où votre pirate entre dans le musée. Chaque pirate en prend un différent.',
    firstTurn: 'Vous avez 12 PA cette manche. Marchez vers une galerie (1 PA par case ; posez des plateformes pour franchir les vides), prenez son artefact pour 2 PA, et surveillez les lignes rouges en pointillé : les tourelles tirent sur les pions qui y bougent. Terminez votre tour quand vous avez dépensé ce que vous vouliez.',
  },
});

const S = 40;
const C = S / 2;
const box: [number, number, number, number] = [0, 0, S, S];

/** One square of the museum, on the dark space the map is drawn on. */
function Square({ children }: { children?: ComponentChildren }) {
  return (
    <Glyph box={box} class="sr-map">
      <rect x="0" y="0" width={S} height={S} class="sr-space" />
      {children}
    </Glyph>
  );
}

const floor = <rect x="0" y="0" width={S} height={S} class="sr-floor" />;
const triangle = (angle: number) => <polygon points="-9,-11 -9,11 13,0" transform={`translate(${C} ${C}) rotate(${angle})`} />;

const star = Array.from({ length: 10 }, (_, i) => {
  const r = i % 2 === 0 ? 15 : 7;
  const a = (Math.PI / 5) * i - Math.PI / 2;
  return `${(C + r * Math.cos(a)).toFixed(1)},${(C + r * Math.sin(a)).toFixed(1)}`;
}).join(' ');

const museum = (): LegendEntry[] => [
  { label: t('key1'), glyph: <Square /> },
  { label: t('key2'), glyph: <Square>{floor}</Square> },
  { label: t('key3'), glyph: <Square><rect x="0" y="0" width={S} height={S} class="sr-wall" /></Square> },
  { label: t('key4'), glyph: <Square>{floor}<circle cx={C} cy={C} r="16" class="sr-large-space" /></Square> },
  { label: t('key5'), glyph: <Square><g class="sr-airlock"><rect x="2" y="2" width={S - 4} height={S - 4} rx="10" /><text x={C} y={C + 4}>{t('exit')}</text></g></Square> },
  { label: t('key6'), glyph: <Square><rect x="2" y="2" width={S - 4} height={S - 4} rx="6" class="sr-platform-move" /><text x="7" y="14" class="sr-platform-id">7</text></Square> },
  { label: t('key7'), glyph: <Square><rect x="2" y="2" width={S - 4} height={S - 4} rx="3" class="sr-platform-wall" /></Square> },
];

const hazards = (): LegendEntry[] => [
  { label: t('key8'), glyph: <Square><g class="sr-gun">{triangle(0)}</g></Square> },
  { label: t('key9'), glyph: <Square><polyline class="sr-fire-line" points={`2,${C} ${S - 2},${C}`} /></Square> },
  { label: t('key10'), glyph: <Square><g class="sr-gun off">{triangle(90)}<path d={`M8 8 L${S - 8} ${S - 8} M${S - 8} 8 L8 ${S - 8}`} /></g></Square> },
  {
    label: t('key11'),
    glyph: (
      <Glyph box={[0, 0, 3 * S, S]} class="sr-map">
        <rect x="0" y="0" width={3 * S} height={S} class="sr-floor" />
        <g class="sr-net"><rect x="0" y="0" width={3 * S} height={S} /><text x={1.5 * S} y="14">{t('net')}</text></g>
      </Glyph>
    ),
  },
  { label: t('key12'), glyph: <Square>{floor}<g class="sr-fire"><path transform={`translate(${C} ${C})`} d="M0 -14 C7 -6 12 0 9 8 C7 13 -7 13 -9 8 C-12 0 -4 -4 0 -14 Z M0 -2 C3 2 5 5 3 8 C1 10 -1 10 -3 8 C-4 5 -2 3 0 -2 Z" /></g></Square> },
];

const pieces = (): LegendEntry[] => [
  { label: t('key13'), glyph: <Square>{floor}<g class="sr-item-marker"><rect x={C - 9} y={C - 9} width="18" height="18" rx="3" /><text x={C} y={C + 5}>?</text></g></Square> },
  { label: t('key14'), glyph: <Square>{floor}<g class="sr-artifact"><polygon points={`${C},${C - 14} ${C + 11},${C} ${C},${C + 14} ${C - 11},${C}`} /><text x={C} y={C + 4}>A</text></g></Square> },
  { label: t('key15'), glyph: <Square>{floor}<g class="sr-heart"><polygon points={star} /></g></Square> },
  { label: t('key16'), glyph: <Square>{floor}<g class="sr-door"><circle cx={C} cy={C} r="13" /><text x={C} y={C + 5}>{t('door')}</text></g></Square> },
  ...SEAT_COLOURS.slice(0, 4).map((colour, seat) => ({
    label: t('pawnKey', { seat: seat + 1, colour: seatColour(seat) }),
    glyph: <Square>{floor}<g class="sr-pawn"><circle cx={C} cy={C} r="13" fill={colour.fill} class="sr-pawn-body" /><text x={C} y={C + 5}>{seat + 1}</text></g></Square>,
  })),
  { label: t('key17'), glyph: <Square>{floor}<g class="sr-pawn"><circle cx={C} cy={C} r="18" class="sr-shield-ring" /><circle cx={C} cy={C} r="13" fill={SEAT_COLOURS[1]!.fill} class="sr-pawn-body" /><text x={C} y={C + 5}>2</text></g></Square> },
];

const clicks = (): LegendEntry[] => [
  { label: t('key18'), glyph: <Square>{floor}<g class="sr-cell-target"><rect x="2" y="2" width={S - 4} height={S - 4} rx="5" /></g></Square> },
  { label: t('key19'), glyph: <Square>{floor}<rect class="sr-picked" x="1" y="1" width={S - 2} height={S - 2} rx="5" /></Square> },
  { label: t('key20'), glyph: <Square><g class="sr-ghost"><rect x="3" y="3" width={S - 6} height={S - 6} rx="4" /></g></Square> },
  {
    label: t('key21'),
    glyph: (
      <span class="sr-air-gauge">
        {Array.from({ length: 6 }, (_, i) => (
          <span class={i < 4 ? 'full' : 'empty'} />
        ))}
      </span>
    ),
  },
  { label: t('key22'), glyph: <span><span class="sr-pip" /><span class="sr-pip" /></span> },
];

export const rules: GameRules = rulesInWords(
  'Space Relics',
  t,
  {
    players: 'players',
    summary: 'summary',
    goal: ['goal'],
    setup: ['setup1', 'setup2', 'setup3', 'setup4'],
    turn: ['turn1', 'turn2', 'turn3', 'turn4', 'turn5', 'turn6', 'turn7'],
    end: ['end1', 'end2'],
    scoring: ['scoring1', 'scoring2', 'scoring3'],
    legend: [
      ['museumTitle', museum],
      ['hazardsTitle', hazards],
      ['piecesTitle', pieces],
      ['clicksTitle', clicks],
    ],
  },
  {
    defs: (
      <>
        <pattern id="sr-hatch" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="8" height="8" class="sr-wall-fill" />
          <line x1="0" y1="0" x2="0" y2="8" class="sr-hatch-line" />
        </pattern>
        <pattern id="sr-net" width="10" height="10" patternUnits="userSpaceOnUse">
          <path d="M0 0 L10 10 M10 0 L0 10" class="sr-net-line" />
        </pattern>
      </>
    ),
    firstTurn(view) {
      const v = view as { phase?: string };
      if (v.phase === 'airlocks') return t('firstAirlock');
      return t('firstTurn');
    },
  },
);
