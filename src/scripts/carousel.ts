/**
 * `<reviews-carousel>`: previous/next buttons (`data-step`), dots (`data-go`) and arrow keys move
 * between the slides, wrapping around both ways; the slide container is a polite live region.
 */
class ReviewsCarousel extends HTMLElement {
  private index = 0;

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
  }

  private show(next: number): void {
    const slides = this.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]');
    this.index = (next + slides.length) % slides.length;
    slides.forEach((slide, i) => (slide.hidden = i !== this.index));
    this.querySelectorAll<HTMLElement>('[data-go]').forEach((dot, i) => {
      if (i === this.index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
  }
}

customElements.define('reviews-carousel', ReviewsCarousel);
