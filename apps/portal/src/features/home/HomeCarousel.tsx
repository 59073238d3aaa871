import { carouselDecision, imageOrDefault, SIDEBAR_BREAKPOINT } from '@portal/domain';
import { Carousel, ImageWithFallback, Skeleton, useLinkComponent } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { queries } from '../../app/api';
import { messages } from '../../app/messages';
import { DEFAULT_BANNER } from './defaultBanner';
import * as styles from './HomePage.css';

const t = messages.home;

/** Spec 1 §2: the banner carousel; a carousel only with more than one slide, missing pictures fall back. */
export function HomeCarousel() {
  const carousel = useQuery(queries.carousel());
  const LinkComponent = useLinkComponent();
  // A failing carousel simply leaves the page without banners: it carries no information of its own.
  if (carousel.isPending) return <Skeleton shape="rect" height={120} />;
  if (carousel.isError || carousel.data.length === 0) return null;
  // Slides per view are decided by the Carousel's own CSS from the same breakpoint.
  const { items } = carouselDecision(carousel.data, SIDEBAR_BREAKPOINT);
  return (
    <Carousel
      label={t.carousel}
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
