/**
 * The demo catalog of "Harbor & Pine Outfitters": categories, option values and product
 * definitions. Seeding expands each definition into a master variant plus one variant per
 * colour x size, with SKUs, EAN-13 barcodes, prices and stock. Deterministic: same input, same store.
 */

export interface TaxonDef {
  permalink: string;
  name: string;
  description?: string;
  children?: TaxonDef[];
}

export const CATEGORY_TREE: TaxonDef = {
  permalink: 'categories',
  name: 'Categories',
  children: [
    {
      permalink: 'categories/apparel',
      name: 'Apparel',
      description: 'Everyday clothing for the coast and the trail.',
      children: [
        { permalink: 'categories/apparel/t-shirts', name: 'T-shirts' },
        { permalink: 'categories/apparel/hoodies', name: 'Hoodies' },
        { permalink: 'categories/apparel/jackets', name: 'Jackets' },
      ],
    },
    {
      permalink: 'categories/footwear',
      name: 'Footwear',
      description: 'Shoes and boots for town and trail.',
      children: [
        { permalink: 'categories/footwear/sneakers', name: 'Sneakers' },
        { permalink: 'categories/footwear/boots', name: 'Boots' },
      ],
    },
    {
      permalink: 'categories/accessories',
      name: 'Accessories',
      description: 'Bags, hats and socks.',
      children: [
        { permalink: 'categories/accessories/bags', name: 'Bags' },
        { permalink: 'categories/accessories/hats', name: 'Hats' },
        { permalink: 'categories/accessories/socks', name: 'Socks' },
      ],
    },
    {
      permalink: 'categories/home-kitchen',
      name: 'Home & Kitchen',
      description: 'For the cabin and the kitchen table.',
      children: [
        { permalink: 'categories/home-kitchen/drinkware', name: 'Mugs & Drinkware' },
        { permalink: 'categories/home-kitchen/textiles', name: 'Blankets & Textiles' },
      ],
    },
    {
      permalink: 'categories/outdoor',
      name: 'Outdoor',
      description: 'Gear for nights under the pines.',
      children: [
        { permalink: 'categories/outdoor/camping', name: 'Camping' },
        { permalink: 'categories/outdoor/hydration', name: 'Hydration' },
      ],
    },
  ],
};

export const COLORS = [
  ['black', 'Black', 'BLK', '#1f1f1f'],
  ['navy', 'Navy', 'NAV', '#1d2f4f'],
  ['heather-grey', 'Heather Grey', 'HGR', '#9a9a9a'],
  ['forest-green', 'Forest Green', 'FGR', '#2f5233'],
  ['sand', 'Sand', 'SND', '#d8c7a0'],
  ['rust', 'Rust', 'RST', '#a2482b'],
  ['white', 'White', 'WHT', '#f4f4f4'],
  ['ocean-blue', 'Ocean Blue', 'OCB', '#2c6e91'],
  ['charcoal', 'Charcoal', 'CHR', '#3b3f44'],
] as const;

type ColorName = (typeof COLORS)[number][0];

export const SIZES = [
  ['xs', 'XS'],
  ['s', 'S'],
  ['m', 'M'],
  ['l', 'L'],
  ['xl', 'XL'],
  ['xxl', 'XXL'],
  ['7', '7'],
  ['8', '8'],
  ['9', '9'],
  ['10', '10'],
  ['11', '11'],
  ['12', '12'],
  ['one-size', 'One size'],
] as const;

type SizeName = (typeof SIZES)[number][0];

const APPAREL: SizeName[] = ['s', 'm', 'l', 'xl'];
const SHOES: SizeName[] = ['7', '8', '9', '10', '11', '12'];
const SOCKS: SizeName[] = ['m', 'l'];

/** How a product's stock is seeded. */
type StockProfile =
  | 'normal' // 0-40 per variant, a few variants sold out
  | 'plenty' // 25-60 per variant
  | 'low' // 1-3 per variant
  | 'sold-out' // 0 everywhere, not backorderable
  | 'backorder' // 0 everywhere, backorderable
  | 'low-backorder'; // 1-3, backorderable

export interface ProductDef {
  name: string;
  taxon: string;
  /** USD price in cents. */
  price: number;
  /** Shown as a struck-through "was" price. */
  compareAt?: number;
  colors?: ColorName[];
  sizes?: SizeName[];
  material: string;
  blurb: string;
  stock?: StockProfile;
  /** Discontinued long ago: hidden unless filter[show_discontinued]. */
  discontinued?: boolean;
}

const T = 'categories/apparel/t-shirts';
const H = 'categories/apparel/hoodies';
const J = 'categories/apparel/jackets';
const SN = 'categories/footwear/sneakers';
const BO = 'categories/footwear/boots';
const BG = 'categories/accessories/bags';
const HT = 'categories/accessories/hats';
const SK = 'categories/accessories/socks';
const DR = 'categories/home-kitchen/drinkware';
const TX = 'categories/home-kitchen/textiles';
const CA = 'categories/outdoor/camping';
const HY = 'categories/outdoor/hydration';

export const PRODUCTS: ProductDef[] = [
  {
    name: 'Harbor Logo Tee',
    taxon: T,
    price: 2400,
    colors: ['navy', 'white', 'heather-grey'],
    sizes: APPAREL,
    material: 'Organic cotton',
    blurb: 'Our anchor-and-pine logo on a soft everyday tee.',
  },
  {
    name: 'Pine Ridge Tee',
    taxon: T,
    price: 2600,
    colors: ['forest-green', 'sand'],
    sizes: APPAREL,
    material: 'Organic cotton',
    blurb: 'A ridge of pines printed in water-based ink.',
  },
  {
    name: 'Lighthouse Graphic Tee',
    taxon: T,
    price: 2800,
    colors: ['white', 'ocean-blue'],
    sizes: APPAREL,
    material: 'Cotton',
    blurb: 'The Wharf Street lighthouse, drawn by a local artist.',
  },
  {
    name: 'Classic Crew Tee',
    taxon: T,
    price: 1800,
    colors: ['black', 'white', 'navy', 'heather-grey'],
    sizes: APPAREL,
    material: 'Cotton',
    blurb: 'The plain crew-neck tee we wear under everything.',
    stock: 'plenty',
  },
  { name: 'Pocket Tee', taxon: T, price: 2200, colors: ['rust', 'sand'], sizes: APPAREL, material: 'Cotton', blurb: 'A relaxed tee with a chest pocket.' },
  {
    name: 'Long Sleeve Waffle Tee',
    taxon: T,
    price: 3400,
    colors: ['charcoal', 'sand'],
    sizes: APPAREL,
    material: 'Cotton waffle knit',
    blurb: 'Waffle-knit warmth for cool mornings.',
  },
  {
    name: 'Slub Cotton V-Neck',
    taxon: T,
    price: 2400,
    compareAt: 3000,
    colors: ['heather-grey', 'navy'],
    sizes: APPAREL,
    material: 'Slub cotton',
    blurb: 'A textured V-neck, now marked down.',
  },
  {
    name: 'Tide Chart Tee',
    taxon: T,
    price: 2600,
    colors: ['navy'],
    sizes: APPAREL,
    material: 'Organic cotton',
    blurb: "This year's tide chart for Portland Harbor, printed on the back.",
    stock: 'low',
  },
  {
    name: 'Anchor Stripe Tee',
    taxon: T,
    price: 2900,
    colors: ['navy', 'white'],
    sizes: APPAREL,
    material: 'Cotton',
    blurb: 'Breton stripes with a stitched anchor.',
  },
  {
    name: 'Organic Heavyweight Tee',
    taxon: T,
    price: 3200,
    colors: ['black', 'sand', 'forest-green'],
    sizes: APPAREL,
    material: 'Organic cotton',
    blurb: 'A boxy heavyweight tee that keeps its shape.',
  },
  {
    name: 'Harbor Pullover Hoodie',
    taxon: H,
    price: 5800,
    colors: ['navy', 'heather-grey'],
    sizes: APPAREL,
    material: 'Cotton fleece',
    blurb: 'Brushed fleece with our harbor logo.',
  },
  {
    name: 'Pine Zip Hoodie',
    taxon: H,
    price: 6400,
    colors: ['forest-green', 'charcoal'],
    sizes: APPAREL,
    material: 'Cotton fleece',
    blurb: 'A full-zip hoodie with a pine embroidered on the chest.',
  },
  {
    name: 'Fleece Crewneck Sweatshirt',
    taxon: H,
    price: 5200,
    colors: ['sand', 'heather-grey', 'navy'],
    sizes: APPAREL,
    material: 'Cotton fleece',
    blurb: 'A classic crewneck sweatshirt.',
  },
  {
    name: 'Quarter-Zip Pullover',
    taxon: H,
    price: 6800,
    colors: ['charcoal', 'ocean-blue'],
    sizes: APPAREL,
    material: 'Recycled polyester fleece',
    blurb: 'A grid-fleece quarter zip for layering.',
  },
  {
    name: 'Sherpa-Lined Hoodie',
    taxon: H,
    price: 8800,
    colors: ['rust', 'charcoal'],
    sizes: APPAREL,
    material: 'Cotton with sherpa lining',
    blurb: 'Sherpa-lined for the coldest days. Sold out until next season.',
    stock: 'sold-out',
  },
  {
    name: 'Lightweight Terry Hoodie',
    taxon: H,
    price: 4800,
    colors: ['white', 'ocean-blue'],
    sizes: APPAREL,
    material: 'French terry',
    blurb: 'A light hoodie for summer evenings.',
  },
  {
    name: "Kids' Harbor Hoodie",
    taxon: H,
    price: 3800,
    colors: ['navy', 'rust'],
    sizes: ['xs', 's', 'm'],
    material: 'Cotton fleece',
    blurb: "The Harbor hoodie, in kids' sizes.",
  },
  {
    name: 'Coastal Rain Shell',
    taxon: J,
    price: 14800,
    colors: ['ocean-blue', 'black'],
    sizes: APPAREL,
    material: 'Recycled nylon, waterproof',
    blurb: 'A packable shell that keeps out coastal rain.',
  },
  {
    name: 'Packable Down Jacket',
    taxon: J,
    price: 18900,
    colors: ['black', 'rust'],
    sizes: APPAREL,
    material: 'Recycled nylon, 650-fill down',
    blurb: 'Warm, light and packs into its own pocket. Back-ordered sizes ship when restocked.',
    stock: 'low-backorder',
  },
  {
    name: 'Waxed Canvas Chore Coat',
    taxon: J,
    price: 16500,
    colors: ['sand', 'forest-green'],
    sizes: APPAREL,
    material: 'Waxed cotton canvas',
    blurb: 'A four-pocket chore coat in waxed canvas.',
  },
  {
    name: 'Quilted Vest',
    taxon: J,
    price: 9800,
    compareAt: 12000,
    colors: ['navy', 'forest-green'],
    sizes: APPAREL,
    material: 'Recycled polyester',
    blurb: 'A quilted layer for the shoulder seasons.',
  },
  {
    name: 'Windbreaker Anorak',
    taxon: J,
    price: 11200,
    colors: ['rust', 'ocean-blue'],
    sizes: APPAREL,
    material: 'Nylon',
    blurb: 'A half-zip anorak for windy headlands.',
  },
  {
    name: 'Dockside Canvas Sneaker',
    taxon: SN,
    price: 6500,
    colors: ['white', 'navy'],
    sizes: SHOES,
    material: 'Cotton canvas, rubber sole',
    blurb: 'Vulcanised canvas sneakers for the boardwalk.',
  },
  {
    name: 'Harbor Runner',
    taxon: SN,
    price: 11000,
    colors: ['charcoal', 'ocean-blue'],
    sizes: SHOES,
    material: 'Recycled mesh',
    blurb: 'A cushioned daily running shoe.',
  },
  {
    name: 'Slip-On Deck Shoe',
    taxon: SN,
    price: 7200,
    colors: ['sand', 'navy'],
    sizes: SHOES,
    material: 'Canvas, non-marking sole',
    blurb: 'Non-marking soles for wet decks.',
  },
  {
    name: 'Court Classic Leather Sneaker',
    taxon: SN,
    price: 9500,
    colors: ['white', 'black'],
    sizes: SHOES,
    material: 'Leather',
    blurb: 'A clean leather court shoe.',
  },
  {
    name: 'Trail Knit Sneaker',
    taxon: SN,
    price: 10500,
    colors: ['forest-green', 'charcoal'],
    sizes: SHOES,
    material: 'Knit upper, lugged sole',
    blurb: 'A knit sneaker with a grippy trail sole.',
  },
  {
    name: 'Pine Trail Hiking Boot',
    taxon: BO,
    price: 16900,
    colors: ['rust', 'charcoal'],
    sizes: SHOES,
    material: 'Leather, waterproof membrane',
    blurb: 'A waterproof mid-height hiking boot.',
  },
  {
    name: 'Chelsea Leather Boot',
    taxon: BO,
    price: 17500,
    colors: ['black', 'rust'],
    sizes: SHOES,
    material: 'Leather',
    blurb: 'Pull-on Chelsea boots with a crepe sole.',
  },
  {
    name: 'Duck Rain Boot',
    taxon: BO,
    price: 8900,
    colors: ['navy', 'forest-green'],
    sizes: SHOES,
    material: 'Rubber and leather',
    blurb: 'The classic rubber-bottom rain boot.',
  },
  {
    name: 'Insulated Winter Boot',
    taxon: BO,
    price: 19900,
    colors: ['black'],
    sizes: SHOES,
    material: 'Leather, insulated',
    blurb: 'Rated to -25 C. Back-ordered sizes ship when restocked.',
    stock: 'low-backorder',
  },
  {
    name: 'Canvas Market Tote',
    taxon: BG,
    price: 3200,
    colors: ['sand', 'navy'],
    material: 'Heavy cotton canvas',
    blurb: "A sturdy tote for the farmers' market.",
    stock: 'plenty',
  },
  {
    name: 'Roll-Top Daypack',
    taxon: BG,
    price: 8900,
    colors: ['black', 'forest-green'],
    material: 'Recycled nylon',
    blurb: 'A weatherproof roll-top pack, 22 litres.',
  },
  {
    name: 'Waxed Weekender Duffel',
    taxon: BG,
    price: 15800,
    colors: ['sand'],
    material: 'Waxed canvas and leather',
    blurb: 'A weekender duffel. Sold out for now.',
    stock: 'sold-out',
  },
  { name: 'Crossbody Sling', taxon: BG, price: 4200, colors: ['black', 'rust'], material: 'Recycled nylon', blurb: 'A small sling for the essentials.' },
  { name: 'Laptop Messenger', taxon: BG, price: 9800, colors: ['charcoal'], material: 'Waxed canvas', blurb: 'Fits a 15-inch laptop.' },
  {
    name: 'Packable Tote',
    taxon: BG,
    price: 1900,
    colors: ['ocean-blue', 'rust', 'forest-green'],
    material: 'Ripstop nylon',
    blurb: 'Folds into its own pocket.',
    stock: 'plenty',
  },
  {
    name: 'Harbor Wool Beanie',
    taxon: HT,
    price: 2800,
    colors: ['navy', 'rust', 'heather-grey'],
    sizes: ['one-size'],
    material: 'Merino wool',
    blurb: 'A ribbed merino beanie.',
    stock: 'plenty',
  },
  {
    name: 'Six-Panel Cap',
    taxon: HT,
    price: 2600,
    colors: ['navy', 'sand'],
    sizes: ['one-size'],
    material: 'Cotton twill',
    blurb: 'An unstructured six-panel cap.',
  },
  {
    name: 'Bucket Hat',
    taxon: HT,
    price: 3000,
    colors: ['sand', 'forest-green'],
    sizes: ['s', 'm', 'l'],
    material: 'Cotton canvas',
    blurb: 'A bucket hat for sun and drizzle.',
  },
  { name: 'Wide-Brim Sun Hat', taxon: HT, price: 4200, colors: ['sand'], sizes: ['m', 'l'], material: 'Straw', blurb: 'A packable straw sun hat.' },
  {
    name: 'Trucker Cap',
    taxon: HT,
    price: 2400,
    colors: ['white', 'charcoal'],
    sizes: ['one-size'],
    material: 'Cotton and mesh',
    blurb: 'The pine patch trucker cap.',
  },
  {
    name: 'Merino Hiking Socks',
    taxon: SK,
    price: 2200,
    colors: ['charcoal', 'forest-green'],
    sizes: SOCKS,
    material: 'Merino wool blend',
    blurb: 'Cushioned merino socks for long days.',
  },
  {
    name: 'Everyday Crew Socks 3-Pack',
    taxon: SK,
    price: 1800,
    colors: ['white', 'black'],
    sizes: SOCKS,
    material: 'Cotton blend',
    blurb: 'Three pairs of everyday socks.',
    stock: 'plenty',
  },
  {
    name: 'Wool Boot Socks',
    taxon: SK,
    price: 2600,
    colors: ['heather-grey'],
    sizes: SOCKS,
    material: 'Wool blend',
    blurb: 'Thick socks for boots and cabins.',
  },
  {
    name: 'Ankle Running Socks',
    taxon: SK,
    price: 1400,
    colors: ['white', 'ocean-blue'],
    sizes: SOCKS,
    material: 'Recycled polyester',
    blurb: 'Light, quick-drying running socks.',
  },
  {
    name: 'Enamel Camp Mug',
    taxon: DR,
    price: 1600,
    colors: ['white', 'navy', 'forest-green'],
    material: 'Enamelled steel',
    blurb: 'A speckled enamel mug for the campfire.',
    stock: 'plenty',
  },
  { name: 'Stoneware Coffee Mug', taxon: DR, price: 2200, material: 'Stoneware', blurb: 'Hand-glazed stoneware, 350 ml.', stock: 'plenty' },
  {
    name: 'Insulated Tumbler',
    taxon: DR,
    price: 2900,
    colors: ['black', 'ocean-blue', 'sand'],
    material: 'Stainless steel',
    blurb: 'Keeps coffee hot for six hours.',
  },
  {
    name: 'Pour-Over Coffee Set',
    taxon: DR,
    price: 5400,
    material: 'Ceramic and glass',
    blurb: 'Dripper, carafe and two cups. Ships when restocked.',
    stock: 'backorder',
  },
  { name: 'Glass Carafe', taxon: DR, price: 3400, material: 'Borosilicate glass', blurb: 'A one-litre carafe for water or wine.' },
  { name: 'Espresso Cup Set', taxon: DR, price: 3800, compareAt: 4600, material: 'Porcelain', blurb: 'Four espresso cups with saucers.' },
  { name: 'Wool Throw Blanket', taxon: TX, price: 12800, colors: ['rust', 'heather-grey'], material: 'Lambswool', blurb: 'A woven lambswool throw.' },
  {
    name: 'Linen Tea Towels (2-pack)',
    taxon: TX,
    price: 2400,
    colors: ['sand', 'ocean-blue'],
    material: 'Linen',
    blurb: 'Stonewashed linen tea towels.',
    stock: 'plenty',
  },
  { name: 'Waffle Bath Towel', taxon: TX, price: 3800, colors: ['white', 'sand'], material: 'Cotton waffle', blurb: 'A quick-drying waffle towel.' },
  { name: 'Cotton Table Runner', taxon: TX, price: 3200, material: 'Cotton', blurb: 'A hand-loomed table runner.', stock: 'low' },
  {
    name: 'Knit Cushion Cover',
    taxon: TX,
    price: 2800,
    colors: ['heather-grey', 'forest-green'],
    material: 'Cotton knit',
    blurb: 'A cable-knit cushion cover, 45 x 45 cm.',
  },
  {
    name: 'Two-Person Tent',
    taxon: CA,
    price: 32900,
    material: 'Ripstop nylon, aluminium poles',
    blurb: 'A freestanding two-person tent. Ships when restocked.',
    stock: 'backorder',
  },
  {
    name: 'Down Sleeping Bag',
    taxon: CA,
    price: 24900,
    colors: ['rust'],
    sizes: ['m', 'l'],
    material: 'Recycled nylon, 650-fill down',
    blurb: 'Rated to -5 C.',
  },
  { name: 'Folding Camp Chair', taxon: CA, price: 6900, colors: ['forest-green', 'navy'], material: 'Polyester and steel', blurb: 'Folds flat, holds 120 kg.' },
  { name: 'LED Camp Lantern', taxon: CA, price: 3900, material: 'Aluminium', blurb: 'USB-rechargeable, 300 lumens.', stock: 'plenty' },
  { name: 'Cast Iron Skillet', taxon: CA, price: 4500, material: 'Cast iron', blurb: 'A pre-seasoned 10-inch skillet. Sold out.', stock: 'sold-out' },
  { name: 'Compact Camp Stove', taxon: CA, price: 5900, material: 'Stainless steel', blurb: 'A folding canister stove.', stock: 'low' },
  {
    name: 'Stainless Water Bottle 750 ml',
    taxon: HY,
    price: 3200,
    colors: ['black', 'ocean-blue', 'forest-green', 'white'],
    material: 'Stainless steel',
    blurb: 'Double-walled, keeps water cold for a day.',
    stock: 'plenty',
  },
  { name: 'Collapsible Water Bottle', taxon: HY, price: 1800, colors: ['ocean-blue'], material: 'Silicone', blurb: 'Rolls up when empty.' },
  {
    name: 'Hydration Pack 2L',
    taxon: HY,
    price: 7400,
    colors: ['black', 'rust'],
    material: 'Recycled nylon',
    blurb: 'A two-litre reservoir pack for trail runs.',
  },
  { name: 'Water Filter Straw', taxon: HY, price: 2400, material: 'Plastic, hollow-fibre filter', blurb: 'Filters up to 4,000 litres.' },
  {
    name: 'Harbor Pennant (2019 edition)',
    taxon: 'categories/home-kitchen',
    price: 1500,
    material: 'Felt',
    blurb: 'The 2019 pennant, no longer sold.',
    discontinued: true,
  },
];

export const CATEGORY_CODES: Record<string, string> = {
  [T]: 'TEE',
  [H]: 'HOD',
  [J]: 'JKT',
  [SN]: 'SNK',
  [BO]: 'BOT',
  [BG]: 'BAG',
  [HT]: 'HAT',
  [SK]: 'SCK',
  [DR]: 'DRK',
  [TX]: 'TXL',
  [CA]: 'CMP',
  [HY]: 'HYD',
  'categories/home-kitchen': 'HOM',
};

/** Small deterministic PRNG (mulberry32) so seeded stock levels are the same on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** EAN-13 from a 12-digit body: appends the check digit. */
export function ean13(body12: string): string {
  if (!/^\d{12}$/.test(body12)) throw new Error(`EAN-13 body must be 12 digits: ${body12}`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body12[i]) * (i % 2 === 0 ? 1 : 3);
  return body12 + String((10 - (sum % 10)) % 10);
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
