import { words } from '../../i18n.ts';
import { ARTIFACTS, ITEM_NAMES, ITEM_TEXTS, type ItemKind } from './data.ts';

/**
 * The names of the printed components in the reader's language. data.ts keeps the English as
 * the engine writes it (a test checks it against the engine's tables); the French is here, like
 * the engine's src/games/space-relics/words.ts.
 */
export const t = words({
  en: {
    item: '{name}',
    itemText: '{text}',
    artifact: '{name}',
    starter: '{first}',
    seatColour: '{seat, select, 0 {red} 1 {blue} 2 {green} other {violet}}',
    rot: '{rot, select, 0 {east} 1 {south} 2 {west} 3 {north} other {}}',
    seat: 'Seat {n}',
    gallery: '{name}',
  },
  fr: {
    item:
      '{kind, select, powerPack {Recharge de pistolet à rayons} tape {Bout de ruban adhésif} booster {Injection de vitalité} adrenaline {Injection d’adrénaline} grapple {Pistolet-grappin} doorway {Porte transdimensionnelle} o2 {Bouteille d’O2} keycard {Carte d’accès du conservateur} rocketpack {Réacteur dorsal} foamGun {Pistolet à mousse} heatRay {Rayon thermique} hack1 {Piratage de plateforme 1} hack2 {Piratage de plateforme 2} securityHack {Piratage de sécurité} freezeRay {Rayon réfrigérant} blaster {Blaster} shield {Bracelet générateur de bouclier} other {{name}}}',
    itemText:
      '{kind, select, powerPack {À défausser pour recharger un pistolet à rayons de 2 charges ou votre combinaison de 2 PA.} tape {À défausser pour colmater un trou de votre combinaison sans dépenser de PA.} booster {À défausser pour récupérer 3 PA.} adrenaline {À défausser : ce tour-ci, vous avancez de 2 cases par PA et passez les tourelles sans dommage.} grapple {2 charges. Franchissez 2 cases sans mur en ligne droite orthogonale, sans dépenser de PA.} doorway {Placez une porte sur un mur de votre tuile et une autre sur un mur d’une autre tuile ; entrer dans une porte (1 PA) vous mène à l’autre.} o2 {À défausser pour regagner 2 PA.} keycard {À défausser (1 PA) pour désactiver le piège de l’artefact que vous ramassez.} rocketpack {1 PA : avancez jusqu’à 4 cases sans mur en ligne droite, diagonales comprises.} foamGun {2 charges. Colmatez votre combinaison ou éteignez un feu.} heatRay {Pistolet à rayons, 3 charges. Dégèle, arrête les plantes, neutralise une tourelle de sécurité.} hack1 {À défausser pour piocher une tuile plateforme et la placer où vous voulez, gratuitement.} hack2 {À défausser pour tourner votre plateforme ou n’importe quelle plateforme vide.} securityHack {À défausser pour désactiver une tourelle de sécurité.} freezeRay {Pistolet à rayons, 3 charges. Arrête les plantes, neutralise l’acide, éteint les feux.} blaster {2 charges. Neutralise une tourelle de sécurité, arrête une tourelle cachée, désactive un filet laser.} shield {2 charges. Une charge active le bouclier ; il encaisse le coup suivant ou une manche de radiations.} other {{text}}}',
    artifact:
      '{id, select, 0 {Cœur de Sol} 1 {Salamandre mercurielle} 2 {Libellule vénusienne} 3 {Faucille lunaire} 4 {Fleur cérérienne} 5 {Pointe de lance martienne} 6 {Sceptre jovien} 7 {Sablier saturnien} 8 {Gemme d’uranium} 9 {Coquillage neptunien} other {{name}}}',
    starter: '{kind, select, shield {Bouclier} other {{first}}}',
    seatColour: '{seat, select, 0 {rouge} 1 {bleu} 2 {vert} other {violet}}',
    rot: '{rot, select, 0 {vers l’est} 1 {vers le sud} 2 {vers l’ouest} 3 {vers le nord} other {}}',
    seat: 'Place {n}',
    gallery:
      '{key, select, SolarAtrium {Atrium solaire} MercuryHall {Salle Mercure} VenusVault {Chambre forte Vénus} EarthlightRoom {Salle Clair-de-Terre} MarsGallery {Galerie Mars} JupiterDeck {Pont Jupiter} SaturnRing {Anneau Saturne} UranusAnnex {Annexe Uranus} NeptuneCrypt {Crypte Neptune} other {{name}}}',
  },
});

/** An item card's name: "Blaster", "Curator Keycard". */
export const itemName = (kind: ItemKind): string => t('item', { kind, name: ITEM_NAMES[kind] });
/** A few words on an item card, for its tooltip. */
export const itemText = (kind: ItemKind): string => t('itemText', { kind, text: ITEM_TEXTS[kind] });
/** A starting card's short name: "Blaster", "Shield". */
export const starterName = (kind: ItemKind): string => t('starter', { kind, first: ITEM_NAMES[kind].split(' ')[0] ?? '' });
/** An artifact's name by id, or undefined for an unknown one. */
export const artifactName = (id: number): string | undefined => (ARTIFACTS[id] ? t('artifact', { id: String(id), name: ARTIFACTS[id]!.name }) : undefined);
/** A seat's colour in words (pawns carry the seat number too). */
export const seatColour = (seat: number): string => t('seatColour', { seat: String(seat % 4) });
/** Which way a platform runs from its anchor: rotation 0 east, 1 south, 2 west, 3 north. */
export const rotWords = (rot: number): string => t('rot', { rot: String(rot) });
/** A seat without a name: "Seat 2" (counted from 1, as the pawns are). */
export const seatLabel = (seat: number): string => t('seat', { n: seat + 1 });
/** A gallery tile's printed name (the view carries the English one). */
export const galleryName = (name: string): string => t('gallery', { name, key: name.replace(/\W/g, '') || 'unknown' });
