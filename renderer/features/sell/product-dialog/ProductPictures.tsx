/** The product's pictures as the store keeps them, one shown large with thumbnails to switch; its tile until (or unless) they come. */
import { useEffect, useState } from 'react';
import type { ProductPicture } from '../../../../shared/bridge/bridge.js';
import type { Product } from '../../../../shared/storefront/types/types.js';
import { pos } from '../../../bridge/pos.js';
import { ProductTile } from '../ProductTile.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { useWords } from '../../../i18n/use-words.js';

const messages = defineMessages({
  pictures: { id: 'sell.pictures.group', defaultMessage: 'Pictures' },
  picture: { id: 'sell.pictures.picture', defaultMessage: 'Picture {number} of {count}' },
});

export function ProductPictures({ product }: { product: Product }) {
  const words = useWords();
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
            <div className="picture-thumbs" role="group" aria-label={words.formatMessage(messages.pictures)}>
              {pictures.map((p, i) => (
                <button
                  key={i}
                  type="button"
                  className={`thumb${i === shownPicture ? ' thumb-on' : ''}`}
                  aria-label={words.formatMessage(messages.picture, { number: i + 1, count: pictures.length })}
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
