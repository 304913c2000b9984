/**
 * How to play Relic Run, in our own words (the engine's rules: src/games/relic-run/RULES.md), and a
 * key to the battlefield, drawn with the board's shapes and classes (battlefield.tsx, relic-run.css).
 */
import type { JSX } from 'preact';
import { Glyph } from '../glyph.tsx';
import { FieldPatterns } from './battlefield.tsx';
import { rulesInWords, type GameRules, type LegendEntry } from '../rules.ts';
import { TOKEN_H, TOKEN_W } from './layout.ts';
import { seatBadge, seatColour } from './seats.ts';
import { words } from '../../i18n.ts';
import { heroName, kindName, zoneName } from './text.ts';
import './relic-run.css';

const t = words({
  en: {
    playerZone: 'Blue-tinted band: one of the heroes’ three zones (Frontline, Backline, Flank), with its effect on the right',
    armor2: '+2 Armor',
    enemyZone: 'Red-tinted band: one of the enemies’ three zones',
    battleLine: 'BATTLE LINE: the dashed line between the enemies’ side (above) and the heroes’ side (below)',
    battleLineWord: 'BATTLE LINE',
    bridge: 'Dotted curve at the right edge: the Flank Bridge, which lets attacks reach between the two flanks (nobody walks over it)',
    hero: 'Rounded card with a {badge} band: the hero of seat {n}, with hit points (bar and number) and Armor (shield)',
    hp: '{hp}/{max} HP',
    enemy: 'Card with cut corners and a red edge: an enemy, with its number (#) and hit points',
    faceDown: 'Hatched enemy with a dashed edge: face down; it turns up at the start of the next round and cannot be targeted until then',
    faceDownWord: 'Face down',
    skelArcher: 'Skel. Archer',
    lowHp: 'Red hit-point bar: a third of its hit points or fewer left',
    buff: '+1/+1 in an enemy’s corner: extra damage and reach it has this round',
    attack: 'Red dashed arrow: the attack the party must answer now (who guards, and with how much Armor)',
    target: 'Dashed orange frame: a zone, hero or enemy you can click now',
    activation: 'Number in a red frame: an enemy activation card; its value picks what that kind of enemy does this round',
    cost: 'Round badge on a card: what the card costs to play, in action points (AP)',
    ap: '1 AP',
    halves: 'PLAY and DISCARD halves: a card is either played for its top effect or discarded for its bottom one, never both',
    play: 'Play',
    players: '1–4 players, together',
    summary: 'A co-operative card battle: heroes hold the line against zombies and skeletal archers.',
    goal: 'Defeat every enemy together. If any hero drops to 0 hit points, the whole party loses at once.',
    setup1: 'Each player runs one hero (Barbarian or Archer) with a 10-card deck of its own; the scenario decides which enemies come and when reinforcements arrive.',
    setup2: 'The battlefield has six zones: three for the heroes below the battle line and three for the enemies above it. Every hero starts by choosing a zone; all place at the same time.',
    setup3: 'Everyone has 2 action points (AP) in the first round.',
    turn1: 'Each round, face-down enemies turn up, every hero draws 5 cards and one activation card is revealed for each kind of enemy still alive.',
    turn2: 'Heroes act in any order. Play a card for its top effect by paying its AP cost (attack, block, armor…), or discard it for its bottom effect (AP for next round, armor, healing, a free move). Moving to a neighbouring zone costs a card with no effect.',
    turn3: 'Attacks need reach: the distance between zones, made shorter by empty zones in between. Bulwark reduces each hit; critical hits ignore it.',
    turn4: 'When every hero has ended their phase, the enemies act by initiative, following their activation card. A hit that gets past Armor burns one of the hero’s cards; some attacks also slip Wound cards into the discard pile.',
    turn5: 'Next round’s AP is the total AP of the cards you discarded this round.',
    end: 'The battle is won as soon as every enemy (reinforcements included) is dead, and lost as soon as one hero falls.',
    scoring: 'There is no points race: the party wins or loses together. The result lists each hero’s standing at the end.',
    field: 'The battlefield',
    tokens: 'Heroes and enemies',
    cards: 'Cards',
    firstPlace: 'Choose the zone where your hero starts: click one of the three blue-tinted zones below the battle line.',
    firstPlay: 'Play cards from your hand for their top effect (they cost AP: you have 2 this round) or discard them for their bottom effect, then end your phase. Attacks need the enemy within your reach.',
  },
  fr: {
    playerZone: 'Bande teintée de bleu : l’une des trois zones des héros (Ligne de front, Ligne arrière, Flanc), avec son effet à droite',
    armor2: '+2 Armure',
    enemyZone: 'Bande teintée de rouge : l’une des trois zones des ennemis',
    battleLine: 'LIGNE DE BATAILLE : la ligne en tirets entre le côté des ennemis (au-dessus) et celui des héros (en dessous)',
    battleLineWord: 'LIGNE DE BATAILLE',
    bridge: 'Courbe en pointillés au bord droit : le Pont des flancs, qui permet aux attaques de porter d’un flanc à l’autre (personne ne le traverse)',
    hero: 'Carte arrondie avec une bande {badge} : le héros de la place {n}, avec ses points de vie (barre et nombre) et son Armure (bouclier)',
    hp: '{hp}/{max} PV',
    enemy: 'Carte aux coins coupés et au bord rouge : un ennemi, avec son numéro (#) et ses points de vie',
    faceDown: 'Ennemi hachuré au bord en tirets : face cachée ; il se retourne au début de la manche suivante et ne peut pas être ciblé d’ici là',
    faceDownWord: 'Face cachée',
    skelArcher: 'Arch. squelette',
    lowHp: 'Barre de points de vie rouge : il lui reste un tiers de ses points de vie ou moins',
    buff: '+1/+1 dans le coin d’un ennemi : les dégâts et la portée en plus qu’il a cette manche',
    attack: 'Flèche rouge en tirets : l’attaque à laquelle le groupe doit répondre maintenant (qui protège, et avec combien d’Armure)',
    target: 'Cadre orange en tirets : une zone, un héros ou un ennemi sur lequel vous pouvez cliquer maintenant',
    activation: 'Nombre dans un cadre rouge : une carte d’activation ennemie ; sa valeur décide de ce que fait ce type d’ennemi cette manche',
    cost: 'Pastille ronde sur une carte : ce que coûte la carte, en points d’action (PA)',
    ap: '1 PA',
    halves: 'Moitiés JOUER et DÉFAUSSER : une carte est soit jouée pour son effet du haut, soit défaussée pour celui du bas, jamais les deux',
    play: 'Jouer',
    players: '1 à 4 joueurs, ensemble',
    summary: 'Une bataille de cartes coopérative : les héros tiennent la ligne face aux zombies et aux archers squelettes.',
    goal: 'Venez à bout de tous les ennemis ensemble. Si un seul héros tombe à 0 point de vie, tout le groupe perd aussitôt.',
    setup1: 'Chaque joueur mène un héros (Barbare ou Archer) avec son propre paquet de 10 cartes ; le scénario décide quels ennemis viennent et quand arrivent les renforts.',
    setup2: 'Le champ de bataille compte six zones : trois pour les héros sous la ligne de bataille et trois pour les ennemis au-dessus. Chaque héros commence par choisir une zone ; tous se placent en même temps.',
    setup3: 'Chacun a 2 points d’action (PA) à la première manche.',
    turn1: 'À chaque manche, les ennemis face cachée se retournent, chaque héros pioche 5 cartes et une carte d’activation est révélée pour chaque type d’ennemi encore en vie.',
    turn2: 'Les héros agissent dans l’ordre de leur choix. Jouez une carte pour son effet du haut en payant son coût en PA (attaque, blocage, armure…), ou défaussez-la pour son effet du bas (PA pour la manche suivante, armure, soin, déplacement gratuit). Se déplacer vers une zone voisine coûte une carte, sans son effet.',
    turn3: 'Les attaques ont besoin de portée : la distance entre les zones, raccourcie par les zones vides entre elles. Le Rempart réduit chaque coup ; les coups critiques l’ignorent.',
    turn4: 'Quand chaque héros a terminé sa phase, les ennemis agissent par ordre d’initiative, selon leur carte d’activation. Un coup qui passe l’Armure brûle l’une des cartes du héros ; certaines attaques glissent aussi des cartes Blessure dans sa défausse.',
    turn5: 'Les PA de la manche suivante sont le total des PA des cartes défaussées pendant cette manche.',
    end: 'La bataille est gagnée dès que tous les ennemis (renforts compris) sont morts, et perdue dès qu’un héros tombe.',
    scoring: 'Il n’y a pas de course aux points : le groupe gagne ou perd ensemble. Le résultat donne l’état de chaque héros à la fin.',
    field: 'Le champ de bataille',
    tokens: 'Héros et ennemis',
    cards: 'Les cartes',
    firstPlace: 'Choisissez la zone où commence votre héros : cliquez sur l’une des trois zones teintées de bleu sous la ligne de bataille.',
    firstPlay: 'Jouez des cartes de votre main pour leur effet du haut (elles coûtent des PA : vous en avez 2 cette manche) ou défaussez-les pour leur effet du bas, puis terminez votre phase. Les attaques demandent que l’ennemi soit à votre portée.',
  },
});

const W = TOKEN_W;
const H = TOKEN_H;
const c = 10;
const enemyPath = `M${c},0 H${W - c} L${W},${c} V${H - c} L${W - c},${H} H${c} L0,${H - c} V${c} Z`;

function HpBar({ hp, max, y }: { hp: number; max: number; y: number }) {
  const w = W - 12;
  return (
    <>
      <rect class="rr-hp-back" x="6" y={y} width={w} height="7" rx="3" />
      <rect class={hp * 3 <= max ? 'rr-hp rr-hp-low' : 'rr-hp'} x="6" y={y} width={(hp / max) * w} height="7" rx="3" />
    </>
  );
}

const token = (body: JSX.Element) => (
  <Glyph box={[-2, -2, W + 4, H + 4]} scale={1.05} class="rr-field">
    {body}
  </Glyph>
);

const zone = (side: 'rr-player' | 'rr-enemy', name: string, effect: string) => (
  <Glyph box={[0, 0, 190, 30]} scale={1} class="rr-field">
    <g class={`rr-zone ${side}`}>
      <rect class="rr-frame" x="1" y="2" width="188" height="26" rx="6" />
      <text class="rr-zone-name" x="8" y="19">{name}</text>
      <text class="rr-zone-effect" x="184" y="19" text-anchor="end">{effect}</text>
    </g>
  </Glyph>
);

const field = (): LegendEntry[] => [
  { label: t('playerZone'), glyph: zone('rr-player', zoneName('playerBackline'), t('armor2')) },
  { label: t('enemyZone'), glyph: zone('rr-enemy', zoneName('enemyFrontline'), '') },
  {
    label: t('battleLine'),
    glyph: (
      <Glyph box={[0, 0, 150, 20]} scale={1.1} class="rr-field">
        <g class="rr-battle-line">
          <line x1="2" x2="148" y1="10" y2="10" />
          <text x="75" y="14" text-anchor="middle">{t('battleLineWord')}</text>
        </g>
      </Glyph>
    ),
  },
  {
    label: t('bridge'),
    glyph: (
      <Glyph box={[0, 0, 30, 60]} scale={1} class="rr-field">
        <g class="rr-bridge">
          <path d="M 10 2 C 28 20, 28 40, 10 58" />
        </g>
      </Glyph>
    ),
  },
];

const tokens = (): LegendEntry[] => [
  ...[0, 1].map((seat) => ({
    label: t('hero', { badge: seatBadge(seat), n: String(seat + 1) }),
    glyph: token(
      <>
        <rect class="rr-frame rr-hero-shape" width={W} height={H} rx="8" style={{ stroke: seatColour(seat) }} />
        <path class="rr-seat-band" d={`M0,8 a8,8 0 0 1 8,-8 h${W - 16} a8,8 0 0 1 8,8 v9 h-${W} z`} style={{ fill: seatColour(seat) }} />
        <text class="rr-seat-text" x="6" y="13">{`${seatBadge(seat)} ${seat === 0 ? 'Ada' : 'Bob'}`}</text>
        <text class="rr-token-name" x="6" y="32">{seat === 0 ? heroName('barbarian', 'Barbarian') : heroName('archer', 'Archer')}</text>
        <HpBar hp={seat === 0 ? 10 : 5} max={seat === 0 ? 10 : 5} y={38} />
        <text class="rr-token-line" x="6" y="59">{seat === 0 ? t('hp', { hp: '10', max: '10' }) : t('hp', { hp: '5', max: '5' })}</text>
        <path class="rr-shield" d={`M${W - 34},49 h12 v4 c0,4 -3,6.5 -6,8 c-3,-1.5 -6,-4 -6,-8 z`} />
        <text class="rr-token-line" x={W - 8} y="59" text-anchor="end">2</text>
      </>,
    ),
  })),
  {
    label: t('enemy'),
    glyph: token(
      <>
        <path class="rr-frame rr-enemy-shape" d={enemyPath} />
        <text class="rr-enemy-id" x="8" y="14">#1</text>
        <text class="rr-token-name" x="8" y="30">{kindName('zombie')}</text>
        <HpBar hp={3} max={7} y={36} />
        <text class="rr-token-line" x="8" y="57">{t('hp', { hp: '3', max: '7' })}</text>
      </>,
    ),
  },
  {
    label: t('faceDown'),
    glyph: token(
      <>
        <path class="rr-frame rr-enemy-shape rr-face-down" d={enemyPath} />
        <text class="rr-enemy-id" x="8" y="14">#2</text>
        <text class="rr-token-name" x="8" y="30">{t('skelArcher')}</text>
        <text class="rr-token-line" x="8" y="48">{t('faceDownWord')}</text>
      </>,
    ),
  },
  {
    label: t('lowHp'),
    glyph: (
      <Glyph box={[0, 30, W, 14]} scale={1} class="rr-field">
        <HpBar hp={2} max={7} y={34} />
      </Glyph>
    ),
  },
  {
    label: t('buff'),
    glyph: token(
      <>
        <path class="rr-frame rr-enemy-shape" d={enemyPath} />
        <text class="rr-token-tag" x={W - 8} y="14" text-anchor="end">+1/+1</text>
        <text class="rr-token-name" x="8" y="30">{t('skelArcher')}</text>
      </>,
    ),
  },
  {
    label: t('attack'),
    glyph: (
      <Glyph box={[0, 0, 60, 20]} scale={1.2} class="rr-field">
        <line class="rr-attack" x1="4" y1="10" x2="54" y2="10" marker-end="url(#rr-arrow)" />
      </Glyph>
    ),
  },
  {
    label: t('target'),
    glyph: (
      <Glyph box={[-4, -4, 68, 40]} scale={1} class="board-host">
        <g class="rr-field">
          <g class="target">
            <rect class="rr-frame" x="0" y="0" width="60" height="32" rx="6" fill="none" />
          </g>
        </g>
      </Glyph>
    ),
  },
];

const cards = (): LegendEntry[] => [
  { label: t('activation'), glyph: <span class="rr-act-value">4</span> },
  { label: t('cost'), glyph: <span class="rr-cost">{t('ap')}</span> },
  { label: t('halves'), glyph: <span class="rr-half"><span class="rr-half-label">{t('play')}</span></span> },
];

/** Read in the page's language each time the page asks (getters: the language may change). */
export const rules: GameRules = rulesInWords(
  'Relic Run',
  t,
  {
    players: 'players',
    summary: 'summary',
    goal: ['goal'],
    setup: ['setup1', 'setup2', 'setup3'],
    turn: ['turn1', 'turn2', 'turn3', 'turn4', 'turn5'],
    end: ['end'],
    scoring: ['scoring'],
    legend: [
      ['field', field],
      ['tokens', tokens],
      ['cards', cards],
    ],
  },
  {
    defs: <FieldPatterns />,
    firstTurn(view) {
      const v = view as { phase?: string };
      if (v.phase === 'placement' || v.phase === 'setup') return t('firstPlace');
      return t('firstPlay');
    },
    inFirstTurn(view) {
      return ((view as { round?: number }).round ?? 1) <= 1;
    },
  },
);
