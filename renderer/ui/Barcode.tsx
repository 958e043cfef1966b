/**
 * A barcode a counter's scanner reads: the bars of `text` in Code 128, drawn black on white
 * whatever the theme (a scanner needs the contrast), the text under it for the eye.
 */
import { code128Bars } from '../../shared/barcode/code128-bars.js';

export function Barcode({ text, label }: { text: string; label: string }) {
  const { bars, modules } = code128Bars(text);
  return (
    <figure className="barcode">
      <svg role="img" aria-label={label} viewBox={`0 0 ${modules} 40`} preserveAspectRatio="none" shapeRendering="crispEdges">
        <rect x={0} y={0} width={modules} height={40} fill="#fff" />
        {bars.map((bar) => (
          <rect key={bar.x} x={bar.x} y={0} width={bar.width} height={40} fill="#000" />
        ))}
      </svg>
      <figcaption aria-hidden="true">{text}</figcaption>
    </figure>
  );
}
