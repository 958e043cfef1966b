/** A product's picture stand-in: its initials on a colour drawn from its name (no remote images). */
const HUES = [12, 32, 150, 190, 210, 260, 330];

export function tileColour(name: string): number {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return HUES[h % HUES.length]!;
}

export function ProductTile({ name, size = 'md' }: { name: string; size?: 'md' | 'lg' }) {
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return (
    <div className={`tile tile-${size} hue-${tileColour(name)}`} aria-hidden="true">
      {initials}
    </div>
  );
}
