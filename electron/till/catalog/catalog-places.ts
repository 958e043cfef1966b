/**
 * Each product's place in the catalog file: a number that grows with its name (the search's name
 * order, normalized name then row), kept with gaps between neighbours so a product written later
 * takes a number between two others. The full-text index keys products by their place, so its
 * matches come out already in name order and a search stops at the first page of them instead of
 * sorting every match. When two neighbours leave no gap, the products of the smallest aligned
 * block of places around them that is sparse enough (at most √size products: a block of 2^40
 * places holds up to 2^20) are spread evenly over it, their words with them; a product past the
 * last (or before the first) goes a step further on, a step that shrinks with the room left. A
 * product next to one placed just before goes close to it rather than halfway: a sync writing
 * names in (or against) name order, here and there, fills a gap a little at a time, not by halves.
 */
import type Database from 'better-sqlite3';

/** Places are whole numbers below 2^52 (exact in a JavaScript number). */
const PLACE_BITS = 52;
const PLACE_LIMIT = 2 ** PLACE_BITS;
/** The first product's place: the middle, with room both ways. */
const FIRST_PLACE = 2 ** (PLACE_BITS - 1);
/** A product past the last goes this share of the room left further on (or at least `LEAST_STEP`). */
const STEP_SHARE = 2 ** 16;
const LEAST_STEP = 2 ** 20;
/** A product next to one of the last few placed takes this share of the gap, on that one's side. */
const LEAN_SHARE = 64;
/** How many of the last places given are remembered for that. */
const RECENT = 256;

interface Placed {
  row: number;
  place: number;
}

export function catalogPlaces(db: Database.Database) {
  const statement = <R>(sql: string) => db.prepare<Record<string, unknown>, R>(sql);
  const before = statement<Placed>(
    'SELECT row, place FROM products WHERE (name, row) < (@name, @row) AND place IS NOT NULL ORDER BY name DESC, row DESC LIMIT 1',
  );
  const after = statement<Placed>('SELECT row, place FROM products WHERE (name, row) > (@name, @row) AND place IS NOT NULL ORDER BY name, row LIMIT 1');
  const countIn = statement<{ n: number }>('SELECT count(*) AS n FROM products WHERE place >= @from AND place < @to');
  const placedIn = statement<Placed>('SELECT row, place FROM products WHERE place >= @from AND place < @to ORDER BY place');
  const unplace = statement('UPDATE products SET place = NULL WHERE row = @row');
  const setPlace = statement('UPDATE products SET place = @place WHERE row = @row');
  const dropWords = statement('DELETE FROM words WHERE rowid = @place');
  const putWords = statement('INSERT INTO words (rowid, terms) SELECT @place, word_list FROM products WHERE row = @row');
  const recent = new Set<number>();
  const given = (place: number) => {
    recent.add(place);
    if (recent.size > RECENT) recent.delete(recent.values().next().value!);
    return place;
  };

  /** Moves products to new places, their words with them (all taken out first: no two ever share a place). */
  const move = (moves: { row: number; from: number; to: number }[]) => {
    for (const { row, from } of moves) {
      dropWords.run({ place: from });
      unplace.run({ row });
    }
    for (const { row, to } of moves) {
      setPlace.run({ row, place: to });
      putWords.run({ row, place: to });
    }
  };

  /**
   * A place between the products at `low` and `high` (null: none on that side) for one more
   * product, the places around spread out first when there is no gap.
   */
  const between = (low: number | null, high: number | null): number => {
    if (low === null && high === null) return FIRST_PLACE;
    const floor = low ?? 0;
    const ceiling = high ?? PLACE_LIMIT;
    const step = Math.max(LEAST_STEP, Math.floor((ceiling - floor) / STEP_SHARE));
    const middle = floor + Math.floor((ceiling - floor) / 2);
    const lean = Math.max(1, Math.floor((ceiling - floor) / LEAN_SHARE));
    const nextToLow = low !== null && recent.has(low);
    const nextToHigh = high !== null && recent.has(high);
    const inGap = nextToLow === nextToHigh ? middle : nextToHigh ? ceiling - lean : floor + lean;
    const place = low === null ? ceiling - step : high === null ? floor + step : inGap;
    if (place > floor && place < ceiling) return place;
    return middle > floor && middle < ceiling ? middle : spreadAround(low, high);
  };

  /**
   * Spreads the products of the smallest aligned block of places around `low` (or `high`) sparse
   * enough evenly over it, leaving a place between `low` and `high` for the new one: answers it.
   */
  const spreadAround = (low: number | null, high: number | null): number => {
    const anchor = (low ?? high)!;
    for (let bits = 1; bits <= PLACE_BITS; bits++) {
      const size = 2 ** bits;
      const from = Math.floor(anchor / size) * size;
      const count = countIn.get({ from, to: from + size })!.n + 1;
      if (count > 2 ** (bits / 2) && bits < PLACE_BITS) continue;
      const gap = Math.floor(size / (count + 1));
      if (gap < 1) throw new Error('the catalog file has no room for another product');
      const placed = placedIn.all({ from, to: from + size });
      // The new product comes after those at or before `low` (before all of them when there is none).
      const at = low === null ? 0 : placed.filter((p) => p.place <= low).length;
      const places = Array.from({ length: count }, (_, i) => from + gap * (i + 1));
      move(placed.map((p, i) => ({ row: p.row, from: p.place, to: places[i < at ? i : i + 1]! })));
      return places[at]!;
    }
    throw new Error('the catalog file has no room for another product');
  };

  return {
    /** Takes a product out of the order (it is about to get another name, or to go). */
    unplace: (row: number) => unplace.run({ row }),
    /**
     * The place for a product of this name at this row (a new product: any row past the others),
     * between its neighbours in name order; a product there already is out of the order first.
     */
    placeFor(name: string, row: number): number {
      const low = before.get({ name, row })?.place ?? null;
      const high = after.get({ name, row })?.place ?? null;
      return given(between(low, high));
    },
  };
}
