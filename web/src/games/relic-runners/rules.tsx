/**
 * How to play Relic Runners, in our own words (the engine's rules: src/games/relic-runners/RULES.md),
 * and a key to the jungle map and the Explorer's Charts, drawn with the board's shapes and classes.
 */
import { Glyph } from '../glyph.tsx';
import { TileStack } from './map.tsx';
import { rulesInWords, type GameRules, type LegendEntry } from '../rules.ts';
import { words } from '../../i18n.ts';
import { RELIC_COLORS, SEAT_STYLES, levelTag, relicLetter, relicName, seatColorName, t as shared, templeColor, type RelicColor } from './words.ts';
import './board.css';

const t = words({
  en: {
    campKey: 'Base Camp with its tent: where everyone starts; the number is the rations waiting there',
    rations8: 'rations 8',
    ruinKey: 'Grey octagon: a ruin; the small squares are the tiles still to explore',
    ruinWord: 'ruin',
    ivoryKey: 'Ivory temple: its tiles are kept, with a power each; the squares show the tile sizes left (largest = level 1)',
    blueKey: 'Blue temple: its tiles are taken face down and are worth 2 to 5 at the end',
    purpleKey: 'Purple temple with a strip: the strip is its face-up top tile, the power you get by exploring it',
    w3: 'W3',
    shrineKey: 'Dashed outline with a diamond: a shrine, a site with no tiles left; the diamond is the relic lying there',
    relicKey: 'Diamond with {letter}: a {name} relic',
    jungleKey: 'Brown dashed line: a jungle trail',
    riverKey: 'Blue line: a river trail, with a toolbox token in its middle',
    upKey: 'Orange token with a toolbox: face up; moving along its trail flips it and moves one of your toolboxes up',
    downKey: 'Grey crossed token: face down (already used until the tokens reset)',
    pathwayKey: '{colourCap} {dashed, select, yes {dashed } other {}}band on a trail: a pathway of seat {seat}',
    pawnKey: 'Disc with {seat}: the explorer of seat {seat} ({colour})',
    turnKey: 'Dashed ring around an explorer: whose turn it is',
    targetKey: 'Dashed frame: a site or token you can click now',
    trailTargetKey: 'Thick band along a trail: a trail you can click now',
    boxesKey: 'Brown boxes in the Progression Table: your toolboxes at that level',
    meterKey: 'Rations meter: filled bars are rations on your chart (at most 5)',
    blueDownKey: '{tag} ?: a blue tile face down (only its owner knows its value)',
    chipKey: 'Coloured chip: relics you hold, by colour and count',
    players: '2–5 players',
    summary: 'Explorers lay pathways through the jungle, dig up temple tiles and bring home relics.',
    goal: 'Have the most victory points at the end: coins you earn during the game (kept face down), your blue tiles, a bonus for each relic colour you own, and the end-of-game powers of your ivory tiles.',
    setup1: 'Base Camp is in the centre, with 8 ruins and 12 temples (4 ivory, 4 blue, 4 purple) around it, linked by jungle and river trails. Each river carries a toolbox token.',
    setup2: 'Each site holds a face-down stack of tiles (3 per ruin, 2 with two players; temples get one tile of each size, largest at the bottom). The top tile of each purple temple is face up.',
    setup3: 'Every explorer starts in Base Camp with 3 rations, 10 pathways, one toolbox on the bottom of the Progression Table and two more in reserve.',
    turn1: 'Move: walk along trails. You may cross at most one trail without your own pathway, plus any chain of your own pathways before or after it. You must end somewhere new; arriving at Base Camp ends your turn and refills 3 rations.',
    turn2: 'Explore: once per turn, pay a ration to explore the ruin or temple you stand on. A ruin lets you lay a pathway on a trail next to it; an ivory temple gives a tile with a power; a blue temple a secret tile worth points; a purple temple applies its face-up tile at once.',
    turn3: 'Toolboxes: each face-up token on a trail you walked flips down and moves one of your toolboxes up a level. Once per turn you may use one toolbox for its action (machete, compass or shovel, stronger at higher levels); it then goes back down.',
    turn4: 'Taking a site’s last tile turns it into a shrine holding a relic. Start a turn on a shrine with a relic and end your move on another shrine with a relic of that colour to collect it, scoring 2 per trail walked.',
    end: 'When the 7th relic is collected (8th with 3 players, 9th with 4, 10th with 5), everyone after that player plays one more turn, then any extra turns granted by ivory tiles, and the game ends.',
    scoring1: 'Add your face-down coins, the values of your blue tiles, 5 points per relic colour you own, and the bonuses of your level-1 ivory tiles.',
    scoring2: 'Ties go to the most relics, then to the most different relics.',
    sitesTitle: 'Sites and relics',
    trailsTitle: 'Trails, tokens and pathways',
    explorersTitle: 'Explorers and clicks',
    chartTitle: 'Explorer’s Chart',
    firstTurn: 'Walk out of Base Camp along a trail (click it on the map), stop at a ruin or temple, then explore it for a ration. Trails you walk with a face-up toolbox token move one of your toolboxes up.',
  },
  fr: {
    campKey: 'Le camp de base et sa tente : tout le monde y commence ; le nombre est celui des rations qui y attendent',
    rations8: '8 rations',
    ruinKey: 'Octogone gris : une ruine ; les petits carrés sont les tuiles qui restent à explorer',
    ruinWord: 'ruine',
    ivoryKey: 'Temple ivoire : ses tuiles se gardent, chacune avec un pouvoir ; les carrés montrent les tailles des tuiles restantes (la plus grande = niveau 1)',
    blueKey: 'Temple bleu : ses tuiles se prennent face cachée et valent de 2 à 5 en fin de partie',
    purpleKey: 'Temple violet avec un bandeau : le bandeau est sa tuile du dessus, face visible, le pouvoir que vous obtenez en l’explorant',
    w3: 'O3',
    shrineKey: 'Contour en pointillé avec un losange : un sanctuaire, un site sans plus aucune tuile ; le losange est la relique qui s’y trouve',
    relicKey: 'Losange marqué {letter} : une relique {name}',
    jungleKey: 'Trait brun en pointillé : un sentier de jungle',
    riverKey: 'Trait bleu : un sentier de rivière, avec un jeton boîte à outils en son milieu',
    upKey: 'Jeton orange avec une boîte à outils : face visible ; suivre son sentier le retourne et fait monter une de vos boîtes à outils',
    downKey: 'Jeton gris barré : face cachée (déjà utilisé jusqu’à ce que les jetons soient remis face visible)',
    pathwayKey: 'Bande {colour}{dashed, select, yes { en pointillé} other {}} sur un sentier : un chemin de la place {seat}',
    pawnKey: 'Disque marqué {seat} : l’explorateur de la place {seat} ({colour})',
    turnKey: 'Anneau en pointillé autour d’un explorateur : c’est son tour',
    targetKey: 'Cadre en pointillé : un site ou un jeton sur lequel vous pouvez cliquer maintenant',
    trailTargetKey: 'Bande épaisse le long d’un sentier : un sentier sur lequel vous pouvez cliquer maintenant',
    boxesKey: 'Boîtes brunes du tableau de progression : vos boîtes à outils à ce niveau',
    meterKey: 'Jauge de rations : les barres pleines sont les rations sur votre carte (5 au plus)',
    blueDownKey: '{tag} ? : une tuile bleue face cachée (seul son propriétaire en connaît la valeur)',
    chipKey: 'Pastille colorée : les reliques que vous possédez, par couleur et par nombre',
    players: '2 à 5 joueurs',
    summary: 'Des explorateurs tracent des chemins dans la jungle, fouillent les tuiles des temples et rapportent des reliques.',
    goal: 'Avoir le plus de points de victoire à la fin : les pièces gagnées pendant la partie (gardées face cachée), vos tuiles bleues, un bonus pour chaque couleur de relique possédée et les pouvoirs de fin de partie de vos tuiles ivoire.',
    setup1: 'Le camp de base est au centre, entouré de 8 ruines et de 12 temples (4 ivoire, 4 bleus, 4 violets), reliés par des sentiers de jungle et de rivière. Chaque rivière porte un jeton boîte à outils.',
    setup2: 'Chaque site porte une pile de tuiles face cachée (3 par ruine, 2 à deux joueurs ; les temples reçoivent une tuile de chaque taille, la plus grande en dessous). La tuile du dessus de chaque temple violet est face visible.',
    setup3: 'Chaque explorateur commence au camp de base avec 3 rations, 10 chemins, une boîte à outils en bas du tableau de progression et deux autres en réserve.',
    turn1: 'Se déplacer : suivez des sentiers. Vous pouvez emprunter au plus un sentier sans votre propre chemin, plus une suite de vos propres chemins avant ou après lui. Vous devez finir ailleurs qu’au départ ; arriver au camp de base termine votre tour et vous rend 3 rations.',
    turn2: 'Explorer : une fois par tour, payez une ration pour explorer la ruine ou le temple où vous êtes. Une ruine vous fait poser un chemin sur un sentier voisin ; un temple ivoire donne une tuile à pouvoir ; un temple bleu une tuile secrète qui rapporte des points ; un temple violet applique aussitôt sa tuile face visible.',
    turn3: 'Boîtes à outils : chaque jeton face visible sur un sentier suivi se retourne et fait monter une de vos boîtes à outils d’un niveau. Une fois par tour, vous pouvez utiliser une boîte à outils pour son action (machette, boussole ou pelle, plus forte aux niveaux élevés) ; elle redescend ensuite.',
    turn4: 'Prendre la dernière tuile d’un site en fait un sanctuaire portant une relique. Commencez un tour sur un sanctuaire avec une relique et terminez votre déplacement sur un autre sanctuaire portant une relique de cette couleur pour la récupérer, en marquant 2 points par sentier suivi.',
    end: 'Quand la 7e relique est récupérée (8e à 3 joueurs, 9e à 4, 10e à 5), chaque joueur après celui-ci joue encore un tour, puis les tours supplémentaires accordés par les tuiles ivoire, et la partie s’arrête.',
    scoring1: 'Additionnez vos pièces face cachée, les valeurs de vos tuiles bleues, 5 points par couleur de relique possédée et les bonus de vos tuiles ivoire de niveau 1.',
    scoring2: 'En cas d’égalité, le plus de reliques l’emporte, puis le plus de reliques différentes.',
    sitesTitle: 'Sites et reliques',
    trailsTitle: 'Sentiers, jetons et chemins',
    explorersTitle: 'Explorateurs et clics',
    chartTitle: 'Carte d’explorateur',
    firstTurn: 'Quittez le camp de base par un sentier (cliquez dessus sur la carte), arrêtez-vous à une ruine ou un temple, puis explorez-le pour une ration. Les sentiers suivis qui portent un jeton boîte à outils face visible font monter une de vos boîtes à outils.',
  },
});

const RELIC_FILL: Record<RelicColor, string> = { green: '#2e7d2a', ivory: '#f4ecd6', blue: '#2f6db3', purple: '#74449c' };
const RELIC_INK: Record<RelicColor, string> = { green: '#ffffff', ivory: '#3b3222', blue: '#ffffff', purple: '#ffffff' };
const TEMPLE_FILL: Record<string, string> = { ivory: '#f4ecd6', blue: '#2f6db3', purple: '#74449c' };
const TEMPLE_INK: Record<string, string> = { ivory: '#3b3222', blue: '#ffffff', purple: '#ffffff' };

function octagon(r: number): string {
  return Array.from({ length: 8 }, (_, i) => {
    const a = ((22.5 + 45 * i) * Math.PI) / 180;
    return `${Math.round(r * Math.cos(a) * 10) / 10},${Math.round(r * Math.sin(a) * 10) / 10}`;
  }).join(' ');
}


function Temple({ color, name, shrine, top }: { color: string; name: string; shrine?: RelicColor; top?: string }) {
  const ink = TEMPLE_INK[color] ?? '#fff';
  const lift = 6;
  return (
    <Glyph box={[-42, -37, 84, 74]} scale={1} class="rr-map">
      <g class={shrine ? 'rr-shrine' : undefined}>
        <rect class="rr-temple-body" x={-40} y={-35} width="80" height="70" rx="8" fill={TEMPLE_FILL[color]} />
        <text x={0} y={-10 - lift} class="rr-name" fill={ink}>{name}</text>
        <text x={0} y={4 - lift} class="rr-small" fill={ink}>{templeColor(color)}</text>
        {shrine ? <Relic color={shrine} y={18 - lift} /> : <TileStack sizes={[15, 12, 9]} x={0} y={17 - lift} ink={ink} />}
        {top && (
          <g class="rr-top-tile">
            <rect x={-36} y={19} width="72" height="14" rx="3" />
            <text x={0} y={30} class="rr-tiny">{top}</text>
          </g>
        )}
      </g>
    </Glyph>
  );
}

function Relic({ color, y = 0 }: { color: RelicColor; y?: number }) {
  return (
    <g class="rr-relic">
      <path d={`M0 ${y - 11}L11 ${y}L0 ${y + 11}L-11 ${y}Z`} fill={RELIC_FILL[color]} />
      <text x={0} y={y + 4} class="rr-tiny" fill={RELIC_INK[color]}>{relicLetter(color)}</text>
    </g>
  );
}

const trail = (kind: 'jungle' | 'river') => (
  <Glyph box={[0, 0, 40, 14]} scale={1.6} class="rr-map">
    <path class={`rr-bed ${kind === 'river' ? 'river' : ''}`} d="M2 7H38" />
    <path class={`rr-line ${kind}`} d="M2 7H38" />
  </Glyph>
);

const token = (up: boolean) => (
  <Glyph box={[-15, -15, 30, 30]} scale={1.6} class="rr-map">
    <g class={`rr-token ${up ? 'up' : 'down'}`}>
      <rect class="rr-token-face" x={-12} y={-12} width="24" height="24" rx="4" />
      {up ? (
        <g class="rr-toolbox-glyph">
          <rect x={-7} y={-3} width="14" height="9" rx="1" />
          <path d="M-4 -3v-3h8v3" />
        </g>
      ) : (
        <path class="rr-token-back" d="M-6 -6l12 12M6 -6l-12 12" />
      )}
    </g>
  </Glyph>
);

const pawn = (seat: number, turn = false) => (
  <Glyph box={[-24, -24, 48, 48]} scale={1.1} class="rr-map">
    {turn && <circle class="rr-pawn-turn" cx={0} cy={0} r="22" />}
    <circle class="rr-pawn-body" cx={0} cy={0} r="16" fill={SEAT_STYLES[seat]!.color} />
    <text x={0} y={6.5} class="rr-pawn-number">{seat + 1}</text>
  </Glyph>
);

const map = (): LegendEntry[] => [
  {
    label: t('campKey'),
    glyph: (
      <Glyph box={[-56, -56, 112, 112]} scale={0.95} class="rr-map">
        <g class="rr-camp">
          <circle cx={0} cy={0} r="54" class="rr-camp-ground" />
          <path class="rr-tent" d="M-20 2L0 -26L20 2Z" />
          <text x={0} y={20} class="rr-name rr-camp-name">{shared('camp')}</text>
          <text x={0} y={38} class="rr-small">{t('rations8')}</text>
        </g>
      </Glyph>
    ),
  },
  {
    label: t('ruinKey'),
    glyph: (
      <Glyph box={[-36, -36, 72, 72]} scale={1} class="rr-map">
        <polygon class="rr-ruin-body" points={octagon(33)} />
        <text x={0} y={-10} class="rr-name" fill="#fff">N2</text>
        <text x={0} y={4} class="rr-small" fill="#fff">{t('ruinWord')}</text>
        <TileStack sizes={[11, 11, 11]} x={0} y={17} ink="#fff" />
      </Glyph>
    ),
  },
  { label: t('ivoryKey'), glyph: <Temple color="ivory" name="E5" /> },
  { label: t('blueKey'), glyph: <Temple color="blue" name="S1" /> },
  { label: t('purpleKey'), glyph: <Temple color="purple" name={t('w3')} top={shared('short.twoRations')} /> },
  { label: t('shrineKey'), glyph: <Temple color="blue" name="S1" shrine="blue" /> },
  ...RELIC_COLORS.map((c) => ({
    label: t('relicKey', { letter: relicLetter(c), name: relicName(c) }),
    glyph: (
      <Glyph box={[-13, -13, 26, 26]} scale={1.6} class="rr-map">
        <Relic color={c} />
      </Glyph>
    ),
  })),
];

const trails = (): LegendEntry[] => [
  { label: t('jungleKey'), glyph: trail('jungle') },
  { label: t('riverKey'), glyph: trail('river') },
  { label: t('upKey'), glyph: token(true) },
  { label: t('downKey'), glyph: token(false) },
  ...SEAT_STYLES.map((s, seat) => ({
    label: t('pathwayKey', { colour: seatColorName(seat), colourCap: seatColorName(seat).charAt(0).toUpperCase() + seatColorName(seat).slice(1), dashed: s.dash ? 'yes' : 'no', seat: seat + 1 }),
    glyph: (
      <Glyph box={[0, 0, 40, 14]} scale={1.6} class="rr-map">
        <polyline class="rr-pathway-edge" points="4,7 36,7" />
        <polyline class="rr-pathway" points="4,7 36,7" stroke={s.color} stroke-dasharray={s.dash || undefined} />
      </Glyph>
    ),
  })),
];

const explorers = (): LegendEntry[] => [
  ...[0, 1].map((seat) => ({ label: t('pawnKey', { seat: seat + 1, colour: seatColorName(seat) }), glyph: pawn(seat) })),
  { label: t('turnKey'), glyph: pawn(2, true) },
  {
    label: t('targetKey'),
    glyph: (
      <Glyph box={[-26, -26, 52, 52]} scale={1.1} class="board-host">
        <g class="rr-map">
          <g class="target">
            <circle class="hit" cx={0} cy={0} r={22} />
          </g>
        </g>
      </Glyph>
    ),
  },
  {
    label: t('trailTargetKey'),
    glyph: (
      <Glyph box={[0, 0, 40, 30]} scale={1.6} class="board-host">
        <g class="rr-map">
          <path class="rr-bed" d="M2 15H38" />
          <g class="rr-trail-spot target">
            <polyline class="hit" points="10,15 30,15" />
          </g>
        </g>
      </Glyph>
    ),
  },
];

const chart = (): LegendEntry[] => [
  { label: t('boxesKey'), glyph: <span class="rr-boxes"><span class="rr-box" /><span class="rr-box" /></span> },
  { label: t('meterKey'), glyph: <span class="rr-meter"><span class="full" /><span class="full" /><span class="full" /><span /><span /></span> },
  { label: t('blueDownKey', { tag: levelTag(1) }), glyph: <span class="rr-tile blue face-down">{`${levelTag(1)} ?`}</span> },
  { label: t('chipKey'), glyph: <span class="rr-relic-chip purple">{`${relicLetter('purple')} ×1`}</span> },
];

export const rules: GameRules = rulesInWords(
  'Relic Runners',
  t,
  {
    players: 'players',
    summary: 'summary',
    goal: ['goal'],
    setup: ['setup1', 'setup2', 'setup3'],
    turn: ['turn1', 'turn2', 'turn3', 'turn4'],
    end: ['end'],
    scoring: ['scoring1', 'scoring2'],
    legend: [
      ['sitesTitle', map],
      ['trailsTitle', trails],
      ['explorersTitle', explorers],
      ['chartTitle', chart],
    ],
  },
  {
    firstTurn() {
      return t('firstTurn');
    },
  },
);
