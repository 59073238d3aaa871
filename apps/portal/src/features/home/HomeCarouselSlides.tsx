import type { Schemas } from '@portal/api-client';
import { carouselDecision, imageOrDefault, SIDEBAR_BREAKPOINT } from '@portal/domain';
import { Carousel, ImageWithFallback, useLinkComponent } from '@portal/ui';
import { messages } from '../../app/messages';
import { DEFAULT_BANNER } from './defaultBanner';
import * as styles from './HomePage.css';

const t = messages.home;

/** The slides themselves, in their own chunk: the carousel library is not needed to show the rest of home. */
export default function HomeCarouselSlides({ slides }: { slides: readonly Schemas['CarouselItem'][] }) {
  const LinkComponent = useLinkComponent();
  // Slides per view are decided by the Carousel's own CSS from the same breakpoint; the order and the
  // autoplay interval are domain's.
  const { items, autoplayMs } = carouselDecision(slides, SIDEBAR_BREAKPOINT);
  return (
    <Carousel
      label={t.carousel}
      autoplayDelay={autoplayMs}
      items={items.map((item, index) => {
        const label = t.slide(index + 1);
        const url = item.url?.trim();
        const external = Boolean(url && /^https?:\/\//.test(url));
        const image = (
          <ImageWithFallback
            key="image"
            className={styles.banner}
            src={imageOrDefault(item.imagePath, DEFAULT_BANNER)}
            fallbackSrc={DEFAULT_BANNER}
            alt={external ? `${label}${messages.shell.newTab}` : label}
            width={1200}
            height={400}
          />
        );
        const content = !url ? (
          image
        ) : external ? (
          <a key="link" href={url} target="_blank" rel="noopener noreferrer" className={styles.bannerLink}>
            {image}
          </a>
        ) : (
          <LinkComponent key="link" href={url} className={styles.bannerLink}>
            {image}
          </LinkComponent>
        );
        return { id: `${item.sortOrder}-${index}`, label, content };
      })}
    />
  );
}
