import { clsx } from 'clsx';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import {
  type ComponentProps,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { media } from '../../styles/breakpoints';
import { timings } from '../../styles/timings';
import { fill, useUiTexts } from '../../texts';
import { IconButton } from '../IconButton';
import * as styles from './Carousel.css';

/** Spec 1 §9: the home carousel moves on every 7000 ms. */
export const CAROUSEL_AUTOPLAY_MS = timings.carouselAutoplayMs;

export type CarouselItem = {
  id: string;
  /** Names the slide for screen readers, e.g. the banner's title. */
  label: string;
  content: ReactNode;
};

export type CarouselProps = Omit<ComponentProps<'section'>, 'children'> & {
  items: readonly CarouselItem[];
  /** Names the carousel, e.g. 「おすすめ情報」. */
  label: string;
  /** Turn off to start paused; reduced motion also starts paused. */
  autoplay?: boolean;
  autoplayDelay?: number;
};

const reducedMotionQuery = () => window.matchMedia(media.reducedMotion);
const subscribeReducedMotion = (onChange: () => void) => {
  const query = reducedMotionQuery();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Read after hydration on a page drawn on the server (ADR 036), which cannot know it. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => reducedMotionQuery().matches,
    () => false,
  );
}

const Arrow = ({ d }: { d: string }) => (
  <svg width="20" height="20" viewBox="0 0 20 20" focusable="false" aria-hidden="true">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
const PauseIcon = () => (
  <svg width="18" height="18" viewBox="0 0 20 20" focusable="false" aria-hidden="true">
    <path d="M6 4h3v12H6zM11 4h3v12h-3z" fill="currentColor" />
  </svg>
);
const PlayIcon = () => (
  <svg width="18" height="18" viewBox="0 0 20 20" focusable="false" aria-hidden="true">
    <path d="M6 4l10 6-10 6z" fill="currentColor" />
  </svg>
);

/**
 * The home banner carousel (spec 1 §2): autoplay every 7000 ms, wraps around, one item (1.2 from 869px).
 * It pauses while hovered or focused and has a pause button (WCAG 2.2.2); with one item it is just the item.
 */
export function Carousel({
  items,
  label,
  autoplay = true,
  autoplayDelay = CAROUSEL_AUTOPLAY_MS,
  className,
  ...rest
}: CarouselProps) {
  if (items.length === 0) return null;
  if (items.length === 1) {
    const [only] = items;
    return (
      <section {...rest} aria-label={label} className={className}>
        {only?.content}
      </section>
    );
  }
  return (
    <Slides
      {...rest}
      items={items}
      label={label}
      autoplay={autoplay}
      autoplayDelay={autoplayDelay}
      className={className}
    />
  );
}

function Slides({
  items,
  label,
  autoplay,
  autoplayDelay,
  className,
  ...rest
}: CarouselProps & { autoplayDelay: number }) {
  const reducedMotion = usePrefersReducedMotion();
  // Embla measures every slide when it starts: it starts in a task of its own after the page's first render, so
  // the render that takes over a page drawn on the server stays short (issue 18: blocking time).
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStarted(true));
    return () => clearTimeout(timer);
  }, []);
  const [emblaRef, emblaApi] = useEmblaCarousel(
    // Under reduced motion the prev and next buttons jump (duration 0) instead of sliding.
    { loop: true, align: 'start', duration: reducedMotion ? 0 : 25 },
    [
      // Pausing is decided below from hover, focus and the button, so the plugin's own stops are off.
      Autoplay({
        delay: autoplayDelay,
        playOnInit: false,
        stopOnInteraction: false,
        stopOnMouseEnter: false,
        stopOnFocusIn: false,
      }),
    ],
  );
  const texts = useUiTexts().carousel;
  const [selected, setSelected] = useState(0);
  // Until the button is used, the carousel follows the setting: reduced motion starts it paused.
  const [userChoice, setUserChoice] = useState<boolean>();
  const userPaused = userChoice ?? (!autoplay || reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = !userPaused && !hovered && !focused;

  // Steps asked for before Embla has started (a tap right after the page is taken over): applied when it starts,
  // so no tap is lost (issue 35: 3 of 16 taps were).
  const pendingSteps = useRef(0);
  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    if (pendingSteps.current !== 0) {
      const count = emblaApi.scrollSnapList().length;
      emblaApi.scrollTo((((emblaApi.selectedScrollSnap() + pendingSteps.current) % count) + count) % count, true);
      pendingSteps.current = 0;
    }
    onSelect();
    emblaApi.on('select', onSelect).on('reInit', onSelect);
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onSelect);
    };
  }, [emblaApi]);

  useEffect(() => {
    const plugin = emblaApi?.plugins().autoplay;
    if (!plugin) return;
    if (rotating) plugin.play();
    else plugin.stop();
  }, [emblaApi, rotating]);

  const step = useCallback(
    (by: 1 | -1) => {
      if (emblaApi) {
        if (by > 0) emblaApi.scrollNext();
        else emblaApi.scrollPrev();
        return;
      }
      pendingSteps.current += by;
      setSelected((current) => (((current + by) % items.length) + items.length) % items.length);
    },
    [emblaApi, items.length],
  );

  return (
    <section
      {...rest}
      aria-label={label}
      aria-roledescription={texts.roleDescription}
      className={clsx(styles.root, className)}
      data-rotating={rotating || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      <div className={styles.viewport} ref={started ? emblaRef : undefined}>
        {/* Announce slide changes only when the user moves them, not on every automatic turn. */}
        <div className={styles.container} aria-live={rotating ? 'off' : 'polite'}>
          {items.map((item, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel names each slide a group; a fieldset is for form controls.
            <div
              key={item.id}
              className={styles.slide}
              role="group"
              aria-roledescription={texts.slide}
              aria-label={fill(texts.slideLabel, { n: index + 1, count: items.length, label: item.label })}
              data-selected={index === selected || undefined}
            >
              {item.content}
            </div>
          ))}
        </div>
      </div>
      {/* Disabled until this part of the page runs (a page drawn on the server may take it over after the rest):
          a tap before would be lost (issue 35). */}
      <div className={styles.controls}>
        <IconButton
          variant="outline"
          disabled={!started}
          label={userPaused ? texts.play : texts.pause}
          icon={userPaused ? <PlayIcon /> : <PauseIcon />}
          onClick={() => setUserChoice(!userPaused)}
        />
        <IconButton
          variant="outline"
          disabled={!started}
          label={texts.previous}
          icon={<Arrow d="M12.5 4.5 7 10l5.5 5.5" />}
          onClick={() => step(-1)}
        />
        <span className={styles.counter} aria-hidden="true">
          {selected + 1} / {items.length}
        </span>
        <IconButton
          variant="outline"
          disabled={!started}
          label={texts.next}
          icon={<Arrow d="M7.5 4.5 13 10l-5.5 5.5" />}
          onClick={() => step(1)}
        />
      </div>
    </section>
  );
}

export type CarouselBannerProps = {
  /** The picture, decorative (`alt=""`): its words are `text`. */
  image: ReactNode;
  /** The banner's words, shown over the picture as text. */
  text?: string | null;
  /** Width / height of the pictures, e.g. '3 / 1', so the slide keeps its height before they load. */
  aspectRatio: string;
};

/** One banner slide: its words are real text over the picture, so they zoom, translate and read aloud. */
export function CarouselBanner({ image, text, aspectRatio }: CarouselBannerProps) {
  return (
    <span className={styles.banner} style={{ aspectRatio }}>
      {image}
      {text ? <span className={styles.bannerText}>{text}</span> : null}
    </span>
  );
}
