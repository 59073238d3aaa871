import { CarouselPlaceholder } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { queries } from '../../app/api';
import { lazyWhenOnline } from '../../app/importWhenOnline';
import { BANNER_RATIO } from './defaultBanner';

const HomeCarouselSlides = lazyWhenOnline(() => import('./HomeCarouselSlides'));

/** Spec 1 §2: the banner carousel; a carousel only with more than one slide, missing pictures fall back. */
export function HomeCarousel() {
  const { t } = useTranslation();
  const carousel = useQuery(queries.getCarousel());
  // Holds the carousel's own height while the slides and their code load, so home does not jump on a phone.
  const placeholder = <CarouselPlaceholder label={t(($) => $.home.carousel)} aspectRatio={BANNER_RATIO} />;
  // A failing carousel simply leaves the page without banners: it carries no information of its own.
  if (carousel.isPending) return placeholder;
  if (carousel.isError || carousel.data.length === 0) return null;
  return (
    <Suspense fallback={placeholder}>
      <HomeCarouselSlides slides={carousel.data} />
    </Suspense>
  );
}
