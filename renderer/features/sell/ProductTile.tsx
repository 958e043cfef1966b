/**
 * A product's tile: its picture when main keeps one (a data URL, never a remote image), else a
 * stand-in of its initials on a colour drawn from its name. Decorative: the name is said beside it.
 */
const HUES = [12, 32, 150, 190, 210, 260, 330];

function tileColour(name: string): number {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return HUES[h % HUES.length]!;
}

export function ProductTile({ name, size = 'md', picture }: { name: string; size?: 'md' | 'lg'; picture?: string | undefined }) {
  if (picture) return <img className={`tile tile-${size} tile-picture`} src={picture} alt="" aria-hidden="true" data-testid="tile-picture" />;
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
