import { useEffect, useRef, useState } from 'react';
import { SWIPER_DURATION_MS, SWIPER_INTERVAL_MS, type BaseConfig } from '@shop/contract';
import { openLink } from '../navigation/openLink';
import './Carousel.css';

type Slide = BaseConfig['front']['indexCarousel'][number];

/** Eases the track to `left` over the spec's swiper duration (smooth scrolling has no set duration). */
function slideTo(el: HTMLElement, left: number) {
  const from = el.scrollLeft;
  const start = performance.now();
  el.style.scrollSnapType = 'none';
  const step = (now: number) => {
    const progress = Math.min(1, (now - start) / SWIPER_DURATION_MS);
    const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
    el.scrollLeft = from + (left - from) * eased;
    if (progress < 1) requestAnimationFrame(step);
    else el.style.scrollSnapType = '';
  };
  requestAnimationFrame(step);
}

/**
 * Scroll-snap carousel that advances every 5 s (spec 9); a swipe takes over from the timer. A
 * slide with a link opens it; one without is a picture only (an item's photos).
 */
export function Carousel({ slides, className }: { slides: Slide[]; className?: string }) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    const el = track.current;
    if (!el || slides.length < 2) return;
    const timer = setInterval(() => {
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % slides.length;
      slideTo(el, next * el.clientWidth);
    }, SWIPER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [slides.length]);

  if (slides.length === 0) return null;
  return (
    <section className={className ? `carousel ${className}` : 'carousel'}>
      <div
        className="carousel__track"
        ref={track}
        // Pictures alone hold nothing to tab to: the track itself takes the keyboard to scroll them.
        tabIndex={slides.some((slide) => slide.link) ? undefined : 0}
        onScroll={(e) => setCurrent(Math.round(e.currentTarget.scrollLeft / e.currentTarget.clientWidth))}
      >
        {slides.map((slide, index) => {
          const image = <img src={slide.image} alt={slide.title ?? ''} width={750} height={300} loading={index === 0 ? 'eager' : 'lazy'} />;
          return slide.link ? (
            <button key={slide.image} type="button" className="carousel__slide" onClick={() => slide.link && void openLink(slide.link)} aria-label={slide.title ?? `${index + 1}/${slides.length}`}>
              {image}
            </button>
          ) : (
            <div key={slide.image} className="carousel__slide">
              {image}
            </div>
          );
        })}
      </div>
      {slides.length > 1 ? (
        <div className="carousel__dots" aria-hidden="true">
          {slides.map((slide, index) => (
            <span key={slide.image} className={index === current ? 'carousel__dot carousel__dot--on' : 'carousel__dot'} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
