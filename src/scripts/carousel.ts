/**
 * `<reviews-carousel>`: previous/next buttons (`data-step`), dots (`data-go`), arrow keys and a
 * horizontal swipe on touch screens move between the slides (`[data-slides] > *`), wrapping around
 * both ways; the slide container is a polite live region.
 */
class ReviewsCarousel extends HTMLElement {
  private index = 0;
  private touchStart: { x: number; y: number } | undefined;

  connectedCallback(): void {
    this.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLElement>('[data-step],[data-go]');
      if (!button) return;
      const { step, go } = button.dataset;
      this.show(go !== undefined ? Number(go) : this.index + Number(step));
    });
    this.addEventListener('keydown', (event) => {
      const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
      if (!step) return;
      event.preventDefault();
      this.show(this.index + step);
    });
    this.addEventListener(
      'touchstart',
      (event) => {
        const touch = event.touches[0];
        this.touchStart = touch && event.touches.length === 1 ? touchPoint(touch) : undefined;
      },
      { passive: true },
    );
    this.addEventListener('touchend', (event) => {
      const start = this.touchStart;
      const touch = event.changedTouches[0];
      this.touchStart = undefined;
      if (!start || !touch) return;
      const end = touchPoint(touch);
      const [dx, dy] = [end.x - start.x, end.y - start.y];
      // A swipe is mostly sideways and long enough not to be a tap; up/down stays page scrolling.
      if (Math.abs(dx) < 40 || Math.abs(dx) < Math.abs(dy) * 1.5) return;
      this.show(this.index + (dx < 0 ? 1 : -1));
    });
  }

  private show(next: number): void {
    const slides = this.querySelectorAll<HTMLElement>('[data-slides] > *');
    this.index = (next + slides.length) % slides.length;
    slides.forEach((slide, i) => (slide.hidden = i !== this.index));
    this.querySelectorAll<HTMLElement>('[data-go]').forEach((dot, i) => {
      if (i === this.index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
  }
}

const touchPoint = (touch: Touch) => ({ x: touch.clientX, y: touch.clientY });

customElements.define('reviews-carousel', ReviewsCarousel);
