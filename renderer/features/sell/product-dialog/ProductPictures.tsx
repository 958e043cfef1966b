/** The product's pictures as the store keeps them, one shown large with thumbnails to switch; its tile until (or unless) they come. */
import { useEffect, useState } from 'react';
import type { ProductPicture } from '../../../../shared/bridge/bridge.js';
import type { Product } from '../../../../shared/storefront/types/types.js';
import { pos } from '../../../bridge/pos.js';
import { ProductTile } from '../ProductTile.js';

export function ProductPictures({ product }: { product: Product }) {
  const [pictures, setPictures] = useState<ProductPicture[]>([]);
  const [shownPicture, setShownPicture] = useState(0);
  useEffect(() => {
    let live = true;
    pos()
      .catalog.images(product.id)
      .then((p) => live && setPictures(p))
      .catch(() => undefined); // the tile stands in
    return () => {
      live = false;
    };
  }, [product.id]);
  return (
    <div className="product-hero">
      {pictures.length > 0 ? (
        <>
          <img className="product-picture" src={pictures[shownPicture]?.dataUrl} alt={pictures[shownPicture]?.alt ?? product.name} />
          {pictures.length > 1 && (
            <div className="picture-thumbs" role="group" aria-label="Pictures">
              {pictures.map((p, i) => (
                <button
                  key={i}
                  type="button"
                  className={`thumb${i === shownPicture ? ' thumb-on' : ''}`}
                  aria-label={`Picture ${i + 1} of ${pictures.length}`}
                  aria-pressed={i === shownPicture}
                  onClick={() => setShownPicture(i)}
                >
                  <img src={p.dataUrl} alt="" />
                </button>
              ))}
            </div>
          )}
        </>
      ) : (
        <ProductTile name={product.name} size="lg" />
      )}
    </div>
  );
}
