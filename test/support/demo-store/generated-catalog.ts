/** A large, deterministic catalog of domain products for search tests and benchmarks. */
import type { Product } from '../../../shared/storefront/types/types.js';

const ADJECTIVES = ['Classic', 'Trail', 'Harbor', 'Alpine', 'Urban', 'Coastal', 'Merino', 'Canvas', 'Cedar', 'Linen', 'Summit', 'Everyday'];
const NOUNS = ['Tee', 'Hoodie', 'Jacket', 'Beanie', 'Mug', 'Tote', 'Sneaker', 'Boot', 'Backpack', 'Scarf', 'Candle', 'Bottle'];
const COLORS = ['Navy', 'Sand', 'Forest', 'Charcoal', 'Rust', 'Sky'];

export function generatedCatalog(count: number): Product[] {
  const products: Product[] = [];
  for (let i = 0; i < count; i++) {
    const name = `${ADJECTIVES[i % ADJECTIVES.length]} ${NOUNS[Math.floor(i / ADJECTIVES.length) % NOUNS.length]} ${COLORS[i % COLORS.length]} ${i}`;
    const id = String(i + 1);
    const sku = `GEN-${String(i).padStart(6, '0')}`;
    const barcode = String(4006381000000 + i);
    products.push({
      id,
      slug: `product-${i}`,
      name,
      description: null,
      sku,
      barcode,
      currency: 'USD',
      price: '19.99',
      displayPrice: '$19.99',
      inStock: i % 7 !== 0,
      backorderable: i % 11 === 0,
      purchasable: i % 7 !== 0 || i % 11 === 0,
      available: true,
      updatedAt: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
      taxonIds: [String((i % 5) + 1)],
      images: [],
      optionTypes: [],
      variants: [
        {
          id: `v${id}`,
          sku,
          barcode,
          isMaster: true,
          optionsText: '',
          optionValues: [],
          currency: 'USD',
          price: '19.99',
          displayPrice: '$19.99',
          inStock: true,
          backorderable: false,
          purchasable: true,
        },
      ],
      defaultVariantId: `v${id}`,
    });
  }
  return products;
}
