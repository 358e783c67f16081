import { useState } from 'react';
import { useT } from '../../../i18n';

/** The product's pictures, swiped sideways, with where the visitor is among them. */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const t = useT();
  const [current, setCurrent] = useState(0);
  if (images.length === 0) return null;
  return (
    <section className="gallery">
      <div className="gallery__track" onScroll={(e) => setCurrent(Math.round(e.currentTarget.scrollLeft / e.currentTarget.clientWidth))}>
        {images.map((image, index) => (
          <img
            key={`${index}-${image}`}
            className="gallery__image"
            src={image}
            alt={`${name} · ${t('goods.photo', { index: index + 1, count: images.length })}`}
            width={750}
            height={750}
            // The first picture is the first screen; the others wait for a swipe.
            loading={index === 0 ? 'eager' : 'lazy'}
          />
        ))}
      </div>
      {images.length > 1 ? (
        <span className="gallery__count" aria-hidden="true">
          {current + 1}/{images.length}
        </span>
      ) : null}
    </section>
  );
}
