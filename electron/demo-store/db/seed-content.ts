/**
 * The store's content: policies (returns, shipping, privacy, terms), post categories and
 * posts, written for Harbor & Pine Outfitters. Each table is seeded when it is empty, so an
 * older data file gains the content too. Paragraphs are separated by blank lines.
 */
import { get, run, type DemoDb } from './database.js';

interface PolicyDef {
  name: string;
  slug: string;
  body: string;
}
interface CategoryDef {
  title: string;
  slug: string;
  description: string | null;
}
interface PostDef {
  title: string;
  slug: string;
  category: string;
  author: string;
  tags: string[];
  excerpt: string | null;
  metaDescription: string;
  content: string;
  /** Days after the store's opening; null for a draft that is not published. */
  publishedDay: number | null;
}

const OPENING = Date.parse('2026-01-05T09:00:00.000Z');
const DAY = 86_400_000;
const iso = (ms: number): string => new Date(ms).toISOString();

const POLICIES: readonly PolicyDef[] = [
  {
    name: 'Return Policy',
    slug: 'return-policy',
    body: `We want you to love what you bring home from Harbor & Pine Outfitters. If something is not right, you can return unworn, unwashed items with their tags within 30 days of delivery or pickup for a full refund to the original payment method.

Footwear must come back in its original box, tried on indoors only. Socks, opened personal-care items and gift cards cannot be returned. Items marked final sale can be exchanged for a different size but not refunded.

To start a return, bring the item and your order number to the Wharf Street Store, or write to help@demo.store and we will send a prepaid label for orders shipped within the United States. Refunds are issued within five business days of the return reaching us. Shipping charges are refunded only when we sent the wrong item or it arrived damaged.

Our gear is built to last. If a seam, zipper or sole fails under normal use within two years, we will repair or replace it at no charge.`,
  },
  {
    name: 'Shipping Policy',
    slug: 'shipping-policy',
    body: `Orders placed before 1 pm Eastern on a business day leave our Portland, Maine warehouse the same day. Later orders ship the next business day.

Standard shipping costs $6.95 and arrives in 3 to 5 business days. Express shipping costs $19.95 and arrives in 1 to 2 business days. In-store pickup at 12 Wharf Street is free; we email you when your order is ready, usually within two hours during opening hours, and hold it for 14 days.

Items on backorder ship separately as soon as they arrive, at no extra charge. You will find each shipment and its tracking link in your account under Orders.

We currently ship to the United States, Canada, the United Kingdom, Ireland, Germany, France, the Netherlands, Australia, New Zealand and Hong Kong. Import duties and taxes for deliveries outside the United States are paid by the recipient.`,
  },
  {
    name: 'Privacy Policy',
    slug: 'privacy-policy',
    body: `Harbor & Pine Outfitters collects only what we need to sell you gear and get it to you: your name, email address, phone number, billing and shipping addresses, and the orders you place with us.

Card payments are handled by our payment processor. We never see or store your full card number; your account keeps only the card brand, its last four digits, its expiry date and a token from the processor, so you can pay with a saved card next time.

We use your details to process orders, arrange delivery, answer your questions and, if you ask us to, send our newsletter. We share them only with the carriers and payment processor that complete your order. We do not sell personal information.

You can see and change your details in your account at any time, remove saved addresses and cards, or write to help@demo.store to ask for a copy of your data or to close your account. We keep order records for seven years because tax law requires it.`,
  },
  {
    name: 'Terms of Service',
    slug: 'terms-of-service',
    body: `These terms apply to purchases from Harbor & Pine Outfitters, 12 Wharf Street, Portland, ME 04101, in our store and online. By placing an order you accept them.

Prices are shown in US dollars or euros and include the item price only; shipping and any taxes are shown before you confirm your order. We may correct obvious pricing errors and will contact you before charging a corrected amount.

An order is accepted when we confirm it by email. If an item turns out to be unavailable, we will offer a replacement or refund that part of the order.

Your account is personal. Keep your password to yourself and tell us at once if you think someone else has used it. We may close accounts used for fraud or abuse.

This is a demo store: orders are not shipped and cards are not charged. Questions about these terms go to help@demo.store or +1 207 555 0142.`,
  },
];

const POST_CATEGORIES: readonly CategoryDef[] = [
  { title: 'Store News', slug: 'store-news', description: 'Openings, events and opening hours at Harbor & Pine.' },
  { title: 'Trail Guides', slug: 'trail-guides', description: 'Where to walk, paddle and camp along the Maine coast.' },
  { title: 'Care & Repair', slug: 'care-and-repair', description: 'Keep your gear working for years, not seasons.' },
];

const POSTS: readonly PostDef[] = [
  {
    title: 'The Wharf Street Store Is Open',
    slug: 'the-wharf-street-store-is-open',
    category: 'store-news',
    author: 'Maggie Thornton',
    tags: ['store', 'portland'],
    excerpt: 'Our first shop opens on the Portland waterfront, with a repair bench and free pickup for online orders.',
    metaDescription: 'Harbor & Pine Outfitters opens its first store at 12 Wharf Street in Portland, Maine.',
    publishedDay: 0,
    content: `After two years of selling from a van at the Saturday market, Harbor & Pine Outfitters has a home: 12 Wharf Street, a short walk from the ferry terminal.

The shop carries our full range of apparel, footwear and camping gear, and there is a repair bench at the back where we fix zippers, re-wax bags and resole boots while you browse the harbour.

Orders placed online can be collected in the store at no charge. Choose in-store pickup at checkout and we will email you when your order is ready.

We are open every day from 9 am to 7 pm. Come and say hello.`,
  },
  {
    title: 'Winter Hours and the Lantern Night Sale',
    slug: 'winter-hours-and-the-lantern-night-sale',
    category: 'store-news',
    author: 'Maggie Thornton',
    tags: ['store', 'events', 'winter'],
    excerpt: null,
    metaDescription: 'Winter opening hours at the Wharf Street Store and our Lantern Night evening.',
    publishedDay: 24,
    content: `From February through March the Wharf Street Store opens from 10 am to 6 pm, Monday to Saturday, and from 11 am to 5 pm on Sundays.

On the last Friday of February we stay open until 9 pm for Lantern Night: hot cider, a slideshow of readers' winter camping trips and a raffle for a Wool Throw Blanket. Bring a headlamp for the walk along the wharf.`,
  },
  {
    title: 'Five Day Hikes Within an Hour of Portland',
    slug: 'five-day-hikes-within-an-hour-of-portland',
    category: 'trail-guides',
    author: 'Dev Okafor',
    tags: ['hiking', 'maine', 'day trips'],
    excerpt: 'Coastal cliffs, salt marsh boardwalks and a fire tower, all close enough for an afternoon.',
    metaDescription: 'Five day hikes near Portland, Maine, from easy boardwalks to a fire tower climb.',
    publishedDay: 9,
    content: `You do not need a long weekend to get out of town. These five walks start less than an hour's drive from Wharf Street.

Fore River Sanctuary: an easy 2.5-mile loop through woods to Portland's only waterfall. Good in any season; wear waterproof boots in spring.

Scarborough Marsh: a flat boardwalk across the largest salt marsh in the state. Bring binoculars for the egrets in late summer.

Two Lights State Park: cliff-top paths above crashing surf. Windy all year, so pack a shell even on sunny days.

Bradbury Mountain: a short, steep climb with long views to the coast. The summit trail takes about 30 minutes.

Pleasant Mountain: the longest of the five, about 6 miles with a fire tower on top. Start early and carry two litres of water per person.`,
  },
  {
    title: 'Packing for Your First Night Under the Pines',
    slug: 'packing-for-your-first-night-under-the-pines',
    category: 'trail-guides',
    author: 'Dev Okafor',
    tags: ['camping', 'checklist', 'beginners'],
    excerpt: 'A short, honest checklist for a first overnight trip, and what you can leave at home.',
    metaDescription: 'A beginner packing list for a first night of camping in Maine.',
    publishedDay: 16,
    content: `Your first night outside should be comfortable, not heroic. Pick a campsite you can drive to, check the forecast, and pack this list.

Shelter and sleep: a tent you have pitched once in the garden, a sleeping pad and a bag rated a few degrees colder than the forecast low. Maine nights are cold even in July.

Clothes: a warm insulated layer, a rain shell, wool socks for sleeping and a hat. Cotton stays wet; leave the jeans at home.

Kitchen: a stove, a pot, a mug and a meal you have cooked before. Bring more water than you think, or a filter.

Light and safety: a headlamp with fresh batteries, a small first aid kit and a charged phone. Tell someone where you are going and when you will be back.

Everything else is optional. You will work out what you missed by morning, and that is half the fun.`,
  },
  {
    title: 'How to Re-Wax a Waxed Canvas Bag',
    slug: 'how-to-re-wax-a-waxed-canvas-bag',
    category: 'care-and-repair',
    author: 'Ruth Callahan',
    tags: ['waxed canvas', 'repair', 'bags'],
    excerpt: 'Twenty minutes and a hair dryer bring a tired waxed canvas bag back to life.',
    metaDescription: 'Step-by-step guide to re-waxing a waxed canvas bag at home.',
    publishedDay: 12,
    content: `Waxed canvas is waterproof because of the wax, and the wax wears thin where the bag rubs and folds. Once a year, or when water stops beading, give it a fresh coat.

Brush off dried mud and wipe the bag with a damp cloth. Never wash waxed canvas in a machine or with soap.

Warm a tin of fabric wax in a bowl of hot water until it softens. Rub it into the canvas in small circles with a lint-free cloth, working the creases and seams.

Go over the bag with a hair dryer on a warm setting until the wax melts in and the surface looks even. Hang it somewhere warm overnight to cure.

Bring it to the repair bench at Wharf Street if you would rather we did it for you: re-waxing is free for anything bought from us.`,
  },
  {
    title: 'Washing Wool Without Shrinking It',
    slug: 'washing-wool-without-shrinking-it',
    category: 'care-and-repair',
    author: 'Ruth Callahan',
    tags: ['wool', 'laundry', 'socks'],
    excerpt: null,
    metaDescription: 'How to wash wool socks, sweaters and blankets so they keep their shape.',
    publishedDay: 30,
    content: `Wool shrinks when heat and agitation felt its fibres together, so the trick is to keep washing cool and gentle.

Wash wool socks inside out on a cold wool cycle with a wool detergent. Skip the fabric softener; it coats the fibres and makes them less warm.

Sweaters and blankets are best washed by hand in lukewarm water. Press the water through rather than rubbing, then roll the piece in a towel to squeeze it out.

Dry everything flat, away from radiators and direct sun. Never tumble dry. A wool throw aired outside on a dry day often needs no washing at all.`,
  },
  {
    title: 'Spring Collection Preview',
    slug: 'spring-collection-preview',
    category: 'store-news',
    author: 'Maggie Thornton',
    tags: ['collection', 'spring'],
    excerpt: 'A first look at the lighter layers arriving in April.',
    metaDescription: 'Preview of the Harbor & Pine spring collection.',
    publishedDay: null,
    content: `Lighter layers, new colours and a packable rain shell arrive in April. More soon.`,
  },
];

export function seedContent(db: DemoDb): void {
  if (!get(db, 'SELECT 1 FROM policies LIMIT 1')) {
    POLICIES.forEach((policy, i) => {
      const at = iso(OPENING + i * 60_000);
      run(
        db,
        'INSERT INTO policies (name, slug, body, position, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
        policy.name,
        policy.slug,
        policy.body,
        i + 1,
        at,
        at,
      );
    });
  }
  if (!get(db, 'SELECT 1 FROM post_categories LIMIT 1')) {
    POST_CATEGORIES.forEach((category, i) => {
      const at = iso(OPENING + i * 60_000);
      run(
        db,
        'INSERT INTO post_categories (title, slug, description, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
        category.title,
        category.slug,
        category.description,
        at,
        at,
      );
    });
  }
  if (!get(db, 'SELECT 1 FROM posts LIMIT 1')) {
    for (const post of POSTS) {
      const category = get<{ id: number }>(db, 'SELECT id FROM post_categories WHERE slug = ?', post.category);
      const published = post.publishedDay === null ? null : OPENING + post.publishedDay * DAY;
      const created = published === null ? OPENING + 40 * DAY : published - DAY;
      run(
        db,
        `INSERT INTO posts (post_category_id, title, slug, excerpt, content, meta_title, meta_description, author_name, tags,
          image_path, published_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?)`,
        category?.id ?? null,
        post.title,
        post.slug,
        post.excerpt,
        post.content,
        post.title,
        post.metaDescription,
        post.author,
        JSON.stringify(post.tags),
        published === null ? null : iso(published),
        iso(created),
        iso(published ?? created),
      );
    }
  }
}
