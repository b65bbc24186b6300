import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Carousel, type CarouselRef, ConfigProvider, Flex, theme, Typography } from 'antd';
// The icons' SVG data alone: the dashboard's own file carries them, not a shared module the host offers on every page.
import CaretRightOutlined from '@ant-design/icons-svg/es/asn/CaretRightOutlined';
import PauseOutlined from '@ant-design/icons-svg/es/asn/PauseOutlined';
import { useQuery } from '@tanstack/react-query';
import { SvgIcon } from 'shared';
import { useStoreScope } from 'shared/data';
import { operationsApi, type Banner } from '../../api/operations';
import { safeHref, TAP_TARGET, useCoarsePointer, useReducedMotion } from 'shared/ui';
import { homeMessages as m } from './messages';

/** Slides visible at a width (docs/spec/part-1-signin-dashboard-delivery.md §2, §9): 1, 2 from 640 px, 3 from 1100 px; never more than the banners. */
export function slidesFor(width: number, count: number): number {
  const wanted = width >= 1100 ? 3 : width >= 640 ? 2 : 1;
  return Math.max(1, Math.min(wanted, count));
}

/** Only http(s) links leave the portal; anything else (javascript:, data:, relative) is dropped. */
export function bannerHref(banner: Banner): string | undefined {
  const href = safeHref(banner.link?.href);
  return href && /^https?:\/\//i.test(href) ? href : undefined;
}

function useWindowWidth(): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1280 : window.innerWidth));
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

const NO_BANNERS: Banner[] = [];
/** The gap between two slides is each slide's padding: the section reaches that far past the page's edges, so the outer slides line up with the cards above them. */
const SLIDE_GUTTER = 8;
/** Room under the slides for the dots (antd draws them over the slides' bottom edge by default). */
const DOTS_ROOM = 24;
/** Banners side by side are as tall as the tallest: each slide is otherwise as tall as its own text. */
const EQUAL_HEIGHTS_CSS =
  '.pdc-banners .slick-slider .slick-track{display:flex}.pdc-banners .slick-slider .slick-slide{float:none;height:auto}.pdc-banners .slick-slider .slick-slide>div{height:100%}';
const SAFE_COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i;

function BannerSlide({ banner }: { banner: Banner }) {
  const href = bannerHref(banner);
  const image = safeHref(banner.image ?? undefined);
  const background = SAFE_COLOR.test(banner.bgcolor ?? '') ? banner.bgcolor : '#0b3d91';
  const { token } = theme.useToken();
  return (
    <div style={{ padding: `0 ${SLIDE_GUTTER}px`, height: '100%' }}>
      <article
        aria-label={banner.title}
        style={{
          background,
          color: '#fff',
          borderRadius: 12,
          padding: 20,
          minHeight: 150,
          height: '100%',
          boxSizing: 'border-box',
          display: 'flex',
          gap: 16,
          alignItems: 'center',
        }}
      >
        <div style={{ flex: 1, minWidth: 0 }}>
          {/* The level under the page's h1 (no skipped level), at the size of antd's level 4 the banners always had. */}
          <Typography.Title level={2} style={{ color: '#fff', marginTop: 0, fontSize: token.fontSizeHeading4, lineHeight: token.lineHeightHeading4 }}>
            {banner.title}
          </Typography.Title>
          <Typography.Paragraph style={{ color: '#fff', marginBottom: 8 }}>{banner.description}</Typography.Paragraph>
          {banner.link && href ? (
            <a
              href={href}
              target={banner.link.target === '_self' ? '_self' : '_blank'}
              rel="noopener noreferrer"
              style={{ ...TAP_TARGET, color: '#fff', textDecoration: 'underline' }}
            >
              {banner.link.text || href}
            </a>
          ) : null}
        </div>
        {image ? <img src={image} alt="" style={{ maxHeight: 110, maxWidth: '35%', objectFit: 'contain' }} /> : null}
      </article>
    </div>
  );
}

/** Links inside slides that are off screen (aria-hidden, including the carousel's clones) leave the tab order. */
function syncHiddenSlideFocus(root: HTMLElement | null): void {
  root?.querySelectorAll('.slick-slide').forEach((slide) => {
    const hidden = slide.getAttribute('aria-hidden') === 'true';
    slide.querySelectorAll('a, button, [tabindex]').forEach((element) => {
      if (hidden) element.setAttribute('tabindex', '-1');
      else element.removeAttribute('tabindex');
    });
  });
}

/** The carousel of active banners (autoplay, with a control to pause it). Nothing is drawn when there are none; a failed load says so. */
export function BannerCarousel() {
  const store = useStoreScope();
  const read = useQuery({
    queryKey: [store, 'banners'],
    queryFn: async ({ signal }) => {
      const { data } = await operationsApi.activeBanners(signal);
      return Array.isArray(data?.data) ? data.data : [];
    },
  });
  const banners = read.data ?? NO_BANNERS;
  const width = useWindowWidth();
  const root = useRef<HTMLElement>(null);
  // A finger swipes between slides: the dots, too small to tap (docs/decisions.md, 'Phone and tablet'), are for the mouse.
  const touch = useCoarsePointer();
  // Slides that move by themselves are motion: not for whoever asked the system for less (docs/decisions.md D18).
  const reducedMotion = useReducedMotion();
  // WCAG 2.2.2 (Pause, Stop, Hide): the merchant can stop the slides, and they stand still while a link in them has
  // the keyboard's focus (the mouse's hover is react-slick's own pauseOnHover). A changed `autoplay` pauses or resumes
  // react-slick's own timer.
  const [paused, setPaused] = useState(false);
  const [focused, setFocused] = useState(false);
  const carousel = useRef<CarouselRef>(null);
  // React's focus events bubble, so a link's focus reaches the section; react-slick's pauseOnFocus sees only a focused
  // slide, never a link in it. The pause button is outside the carousel: its own focus stops nothing.
  const inSlides = (node: EventTarget | null) => node instanceof Node && !!carousel.current?.nativeElement.contains(node);

  const { token } = theme.useToken();
  // The dots under the slides, in the portal's colour: over a banner they crossed its text, and in antd's white they
  // were lost on the page's grey between two banners.
  const dotsTheme = useMemo(() => ({ components: { Carousel: { dotOffset: -(DOTS_ROOM - 6), colorBgContainer: token.colorPrimary } } }), [token.colorPrimary]);
  const slides = slidesFor(width, banners.length);
  const sync = useCallback(() => syncHiddenSlideFocus(root.current), []);
  useEffect(() => {
    // After the carousel has drawn its slides (and clones).
    const timer = setTimeout(sync, 0);
    return () => clearTimeout(timer);
  }, [banners, slides, sync]);

  if (read.isError && !read.data) return <Alert type="warning" showIcon title={m.bannersLoadError} />;
  if (!banners.length) return null;
  // With every banner in view nothing moves, so there is nothing to pause.
  const moving = !reducedMotion && banners.length > slides;
  return (
    <section
      aria-label={m.bannersLabel}
      ref={root}
      className="pdc-banners"
      style={{ marginInline: -SLIDE_GUTTER, paddingBottom: touch ? 0 : DOTS_ROOM }}
      onFocus={(event) => setFocused(inSlides(event.target))}
      onBlur={(event) => setFocused(inSlides(event.relatedTarget))}
    >
      <style href="portal-banners" precedence="portal">
        {EQUAL_HEIGHTS_CSS}
      </style>
      {moving ? (
        // Its own row above the slides, first in the tab order: over a slide it would cross its text, under it the dots.
        // Its name says what it does (no aria-pressed as well); a finger's 44 px come from the touch theme (docs/decisions.md, 'Phone and tablet').
        <Flex justify="end" style={{ paddingInline: SLIDE_GUTTER, marginBottom: 4 }}>
          <Button type="text" icon={<SvgIcon icon={paused ? CaretRightOutlined : PauseOutlined} />} onClick={() => setPaused(!paused)}>
            {paused ? m.bannersPlay : m.bannersPause}
          </Button>
        </Flex>
      ) : null}
      <ConfigProvider theme={dotsTheme}>
        <Carousel
          ref={carousel}
          key={slides}
          autoplay={moving && !paused && !focused}
          pauseOnHover
          pauseOnDotsHover
          slidesToShow={slides}
          slidesToScroll={1}
          dots={!touch}
          infinite={banners.length > slides}
          afterChange={sync}
        >
          {banners.map((banner) => (
            <BannerSlide key={banner.id ?? banner.title} banner={banner} />
          ))}
        </Carousel>
      </ConfigProvider>
    </section>
  );
}
