/**
 * Behaviour of the prerendered product galleries (Gallery.astro), without a framework: the
 * photos sit in a horizontal scroll-snap strip, so touch swipes and trackpads move them
 * natively (and everything is reachable without JavaScript). This adds the thumbnail buttons,
 * arrow keys on the strip and the thumbnails, and keeps the thumbnails' `aria-current` on the
 * photo in view, however it got there.
 */
import { indexForArrowKey } from '~/lib/arrow-key-index';

function setUp(gallery: HTMLElement): void {
  const viewport = gallery.querySelector<HTMLElement>('[data-gallery-viewport]');
  const slides = [...gallery.querySelectorAll<HTMLElement>('[data-gallery-slide]')];
  const thumbs = [...gallery.querySelectorAll<HTMLButtonElement>('[data-gallery-thumb]')];
  if (!viewport || slides.length === 0) return;
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  let current = 0;
  // While a smooth scroll passes other photos on its way, they must not take the mark.
  let scrollingTo: number | null = null;

  function mark(index: number): void {
    current = index;
    thumbs.forEach((thumb, i) => {
      if (i === index) thumb.setAttribute('aria-current', 'true');
      else thumb.removeAttribute('aria-current');
    });
  }

  function show(index: number): void {
    const slide = slides[index];
    if (!slide || !viewport || index === current) return;
    mark(index);
    scrollingTo = index;
    viewport.scrollTo({
      left: slide.offsetLeft - viewport.offsetLeft,
      behavior: reducedMotion.matches ? 'auto' : 'smooth',
    });
  }

  thumbs.forEach((thumb, i) => thumb.addEventListener('click', () => show(i)));

  gallery.addEventListener('keydown', (event) => {
    const thumb = thumbs.find((candidate) => candidate === event.target);
    if (event.target !== viewport && !thumb) return;
    const target = indexForArrowKey(event.key, current, slides.length);
    if (target === null) return;
    event.preventDefault();
    show(target);
    if (thumb) thumbs[target]?.focus();
  });

  // A finger or the scrollbar takes over from a scroll this script started.
  viewport.addEventListener('pointerdown', () => (scrollingTo = null));
  viewport.addEventListener('scrollend', () => (scrollingTo = null));

  // Swipes, trackpads and scrollbars move the strip themselves: follow the photo in view.
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const index = slides.indexOf(entry.target as HTMLElement);
        if (!entry.isIntersecting || (scrollingTo !== null && index !== scrollingTo)) continue;
        scrollingTo = null;
        mark(index);
      }
    },
    { root: viewport, threshold: 0.6 },
  );
  slides.forEach((slide) => observer.observe(slide));
}

export function setUpGalleries(): void {
  document.querySelectorAll<HTMLElement>('[data-gallery]').forEach(setUp);
}
