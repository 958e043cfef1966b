function stockLabel(p: { inStock: boolean; backorderable: boolean }): { text: string; tone: string } {
  if (p.inStock) return { text: 'In stock', tone: 'ok' };
  if (p.backorderable) return { text: 'Backorder', tone: 'warn' };
  return { text: 'Out of stock', tone: 'bad' };
}

export function StockBadge(props: { inStock: boolean; backorderable: boolean }) {
  const { text, tone } = stockLabel(props);
  return <span className={`badge badge-${tone}`}>{text}</span>;
}
