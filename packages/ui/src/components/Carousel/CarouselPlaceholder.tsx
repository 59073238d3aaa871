import { Skeleton } from '../Skeleton';
import * as styles from './Carousel.css';

// Its own module, apart from Carousel.tsx: the placeholder shows at once while the carousel's code (and
// embla with it) loads lazily, so importing it must not bring the carousel library along (issue 18).

export type CarouselPlaceholderProps = {
  /** Same name as the carousel that will replace it. */
  label: string;
  /** Width / height of the banners, as on `CarouselBanner`. */
  aspectRatio: string;
};

/**
 * Holds the carousel's place while its data or code loads: one slide at the banners' ratio (1.2 per view
 * from 869px, as the carousel) and the control row, so the page below does not jump when it appears.
 */
export function CarouselPlaceholder({ label, aspectRatio }: CarouselPlaceholderProps) {
  return (
    <section aria-label={label} aria-busy="true" className={styles.root}>
      <div className={styles.viewport}>
        <div className={styles.container}>
          <div className={styles.slide}>
            <Skeleton
              shape="rect"
              className={styles.placeholderSlide}
              width="100%"
              height="auto"
              style={{ aspectRatio }}
            />
          </div>
        </div>
      </div>
      <div className={styles.placeholderControls} />
    </section>
  );
}
