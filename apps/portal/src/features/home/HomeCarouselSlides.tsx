import type { Schemas } from '@portal/api-client';
import { carouselDecision, imageOrDefault } from '@portal/domain';
import { Carousel, CarouselBanner, ImageWithFallback, useLinkComponent } from '@portal/ui';
import { visuallyHidden } from '@portal/ui/styles';
import { useTranslation } from 'react-i18next';
import { BANNER_RATIO, DEFAULT_BANNER } from './defaultBanner';
import * as styles from './HomePage.css';

/** The slides themselves, in their own chunk: the carousel library is not needed to show the rest of home. */
export default function HomeCarouselSlides({ slides }: { slides: readonly Schemas['CarouselItem'][] }) {
  const { t } = useTranslation();
  const LinkComponent = useLinkComponent();
  // The order is domain's; the interval and slides per view are the Carousel's own tokens (ADR 026).
  const { items } = carouselDecision(slides);
  return (
    <Carousel
      label={t(($) => $.home.carousel)}
      items={items.map((item, index) => {
        // The banner's words name the slide and its link; the provider's backend may not send them.
        const text = item.alt?.trim() || null;
        const label = text ?? t(($) => $.home.slide, { n: index + 1 });
        const url = item.url?.trim();
        const external = Boolean(url && /^https?:\/\//.test(url));
        // The words are text over the picture, so the picture itself is decoration; without words the
        // picture names the link.
        const image = (
          <CarouselBanner
            key="image"
            aspectRatio={BANNER_RATIO}
            text={text}
            image={
              <ImageWithFallback
                src={imageOrDefault(item.imagePath, DEFAULT_BANNER)}
                fallbackSrc={DEFAULT_BANNER}
                alt={text ? '' : label}
                width={1200}
                height={400}
              />
            }
          />
        );
        const newTab = external ? (
          <span key="newTab" className={visuallyHidden}>
            {t(($) => $.shell.newTab)}
          </span>
        ) : null;
        const content = !url ? (
          image
        ) : external ? (
          <a key="link" href={url} target="_blank" rel="noopener noreferrer" className={styles.bannerLink}>
            {image}
            {newTab}
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
