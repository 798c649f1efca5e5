// Ordinary words that are also company names ("Box", "Square", "Notion", "Wise", "Meta").
// A name made only of such words (or of very short tokens) is matched in text only when written
// as a name: not all lower case, without foreign diacritics, and weakly at a sentence start.
// The loader adds the stopwords of the nine languages and every all-lower-case word of the
// knowledge base's own descriptions, so this list only needs what those two miss.
import { createRequire } from 'node:module';
import { foldText } from './normalize.ts';

const BRAND_WORDS = `
able acorn affirm agent air alloy amazon anchor angel apple apex aqua arc arch archer arrow atlas atom aura aurora
avant axis badger balance bamboo beacon bee bench berry bird bit blade blaze blink bloc block bloom blue bolt
bond boost bounce box brain brave bread breeze brick bridge bright brook buffer bull bumble cabin cake camel
canal candle canopy canvas capital carbon cargo carrot carta cash castle cedar chain chalk champion chart
check chime circle citadel clay clear clever cliff clip cloud clover coach coast cobalt coin comet compass
concord copper coral core cosmos cotton crane crest cricket crown crystal cube current curve dash dawn deck
delta desk dial diamond digit dock dolphin domain dot dove drift drop dune dust eagle echo edge element ember
empire engine epic equal ether even falcon fathom feather fern field fire flag flame flash fleet flex flight
flint flip float flock flow flume flux focus forge fort forward fountain fox frame fresh front frontier fuel
fusion galaxy garden gate gem giant glass glide globe glow gold grain granite graph gravity grid grove guide
guild gust gusto habit harbor harvest haven hawk heart helix helm hero hive honey hook hop horizon hub hue
icon ideal impact index indigo iron island ivy jade jet jolt journey jump keen kernel key kin kite knot lab
ladder lake lantern lark lattice launch lava leaf lean ledger lemon lens level lever light lime line link
lion loft logic loom loop lotus lucid luna lyft magnet mango maple marble mark market marvel mason matrix
meadow mercury mesa meta metro mint mirror mission mode moment monday monzo moon mosaic motion motive mountain
nest net nimbus noble north notion nova nudge oak oasis ocean olive omni onyx open optic oracle orbit orchard
origin otter outpost owl oyster pace palm panda panther paper parade park path peak pearl pebble pilot pine
pipe pivot pixel plaid planet plank plum pocket point polar polaris pop port prime prism pulse quartz quest
quill radar radius rain ramp range raven ray reach reef relay rhythm ridge ring ripple rise river rock rocket
root rover ruby rush sage sail salt sand scale scout sense sentry shape shield shift signal silk silver sky
slack slate smart snap snow solar solid spark sparrow sphere spire spoke spring spruce square stack star
steel stem stone storm stream stride stripe summit sun surge swan swift tandem target teal tempo terra thread
thrive tide tiger timber titan token torch tower trace track trail tree trellis tribe trove true trust tulip
turtle twin uber union unity upstart valley vault vector velvet venture verse vertex vista vivid volt voyage
wave way willow wind wing wise wolf wonder yard yield zen zenith zephyr zero zest zinc zone zoom
adobe alma amina apollo astar athena axiom base belo blip blur chroma clara clue coco cognition conexa cruise
cursor descartes disco dream elastic elevate elite figure fourier genie ginger glean hubble jasper jupiter kiln
klar lambda leap lido linea llama lovable mango medley miro modal mobil morpho neon noon octopus optimism
optimus perk pika plenitude plug polygon porter raisin rally redstone relativity reveal runway safe sierra
snorkel solaris sonnen speak stark starling stellar stone talk tango tempus writer compound kraken gemini
phantom exodus public plus doctrine sanitas
`;

const LANGUAGES = ['en', 'es', 'pt', 'de', 'fr', 'it'] as const;

/** Folded common words: the brand-word list above plus the Latin-script stopwords of six languages. */
export function baseCommonWords(): Set<string> {
  const words = new Set<string>();
  for (const word of BRAND_WORDS.split(/\s+/)) if (word) words.add(word);
  const lists = createRequire(import.meta.url)('stopwords-iso') as Record<string, string[]>;
  for (const lang of LANGUAGES) for (const word of lists[lang] ?? []) words.add(foldText(word));
  return words;
}

/** Every word written all in lower case in the given English texts (descriptions, categories). */
export function lowerCaseWordsOf(texts: Iterable<string>): Set<string> {
  const words = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(/[\p{L}]+/gu)) {
      const word = match[0];
      if (word.length > 2 && word === word.toLowerCase()) words.add(foldText(word));
    }
  }
  return words;
}
