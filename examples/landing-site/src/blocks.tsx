import { fieldAttrs } from '@folio/preview'
import type { ReactNode } from 'react'

/**
 * The Landing Page's data as the delivery API returns it (what `folio types` generates for
 * it): `sections` is a list of blocks told apart by `_type`, the component's slug. Empty
 * fields are null.
 */
export interface Media {
  id: string
  url: string
  alt: string
  width: number | null
  height: number | null
  mimeType: string
  fileName: string
}

export interface Cta {
  _key?: string
  label: string | null
  url: string | null
}

export interface Feature {
  _key: string
  title: string | null
  description: string | null
  icon: string | null
}

interface BlockBase {
  _key: string
}

export interface HeroBlock extends BlockBase {
  _type: 'hero'
  heading: string | null
  subheading: string | null
  image: Media | null
  cta: Cta | null
}

export interface FeatureGridBlock extends BlockBase {
  _type: 'feature-grid'
  heading: string | null
  features: Feature[] | null
}

export interface TestimonialBlock extends BlockBase {
  _type: 'testimonial'
  quote: string | null
  author_name: string | null
  role: string | null
}

export interface RichTextBlock extends BlockBase {
  _type: 'rich-text-block'
  /** HTML, sanitised by Folio when it was saved. */
  body: string | null
}

export interface ImageBlock extends BlockBase {
  _type: 'image-block'
  image: Media | null
  caption: string | null
}

export interface CtaBlock extends BlockBase {
  _type: 'cta'
  label: string | null
  url: string | null
}

export type Block =
  HeroBlock | FeatureGridBlock | TestimonialBlock | RichTextBlock | ImageBlock | CtaBlock

export interface LandingPage {
  title: string | null
  sections: Block[] | null
  seo: { meta_title: string | null; meta_description: string | null } | null
}

/**
 * Media as the API reads it. The live preview sends what the editor holds, where a media
 * field picked a moment ago may still be a bare id: shown once it is saved.
 */
function asMedia(value: unknown): Media | null {
  return typeof value === 'object' && value !== null && 'url' in value ? (value as Media) : null
}

/** A width of a raster image through Folio's image transforms; other files as they are. */
function sized(media: Media, width: number): string {
  if (!media.mimeType.startsWith('image/') || media.mimeType === 'image/svg+xml') return media.url
  const url = new URL(media.url, window.location.href)
  url.searchParams.set('w', String(width))
  return url.toString()
}

function Picture({ media, sizes, path }: { media: Media; sizes: string; path: string }) {
  const widths = [640, 1280, 1920]
  return (
    <img
      {...fieldAttrs(path)}
      src={sized(media, 1280)}
      srcSet={widths.map((w) => `${sized(media, w)} ${w}w`).join(', ')}
      sizes={sizes}
      alt={media.alt}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      loading="lazy"
    />
  )
}

function Button({ cta, path, variant }: { cta: Cta | null; path: string; variant: string }) {
  if (!cta?.label) return null
  return (
    <a
      className={`button button-${variant}`}
      href={cta.url ?? '#'}
      {...fieldAttrs(`${path}.label`)}
    >
      {cta.label}
    </a>
  )
}

function Hero({ block, path }: { block: HeroBlock; path: string }) {
  const image = asMedia(block.image)
  return (
    <section className={image ? 'hero hero-with-image' : 'hero'}>
      <div className="hero-text">
        <h1 {...fieldAttrs(`${path}.heading`)}>{block.heading}</h1>
        {block.subheading && <p {...fieldAttrs(`${path}.subheading`)}>{block.subheading}</p>}
        <Button cta={block.cta} path={`${path}.cta`} variant="primary" />
      </div>
      {image && (
        <Picture media={image} sizes="(min-width: 900px) 50vw, 100vw" path={`${path}.image`} />
      )}
    </section>
  )
}

/** Icons a feature may name; anything else shows its first letter. */
const icons: Record<string, ReactNode> = {
  blocks: (
    <>
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <rect x="14" y="14" width="7" height="7" rx="1" />
    </>
  ),
  eye: (
    <>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M2 12h20M12 2a15 15 0 0 1 0 20 15 15 0 0 1 0-20z" />
    </>
  ),
  server: (
    <>
      <rect x="3" y="3" width="18" height="7" rx="2" />
      <rect x="3" y="14" width="18" height="7" rx="2" />
      <path d="M7 6.5h.01M7 17.5h.01" />
    </>
  ),
  shield: <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />,
  zap: <path d="M13 2 3 14h9l-1 8 10-12h-9l1-8z" />,
}

function Icon({ name }: { name: string | null }) {
  const shape = name ? icons[name] : undefined
  if (!shape) return <span className="icon">{(name || '•').slice(0, 1).toUpperCase()}</span>
  return (
    <span className="icon">
      <svg viewBox="0 0 24 24" aria-hidden="true">
        {shape}
      </svg>
    </span>
  )
}

function FeatureGrid({ block, path }: { block: FeatureGridBlock; path: string }) {
  return (
    <section className="section features" id="features">
      {block.heading && <h2 {...fieldAttrs(`${path}.heading`)}>{block.heading}</h2>}
      <ul className="feature-grid">
        {(block.features ?? []).map((feature, index) => {
          const at = `${path}.features[${index}]`
          return (
            <li key={feature._key} className="feature">
              <Icon name={feature.icon} />
              <h3 {...fieldAttrs(`${at}.title`)}>{feature.title}</h3>
              {feature.description && (
                <p {...fieldAttrs(`${at}.description`)}>{feature.description}</p>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function Testimonial({ block, path }: { block: TestimonialBlock; path: string }) {
  return (
    <section className="section testimonial">
      <figure>
        <blockquote {...fieldAttrs(`${path}.quote`)}>{block.quote}</blockquote>
        <figcaption>
          <strong {...fieldAttrs(`${path}.author_name`)}>{block.author_name}</strong>
          {block.role && <span {...fieldAttrs(`${path}.role`)}>{block.role}</span>}
        </figcaption>
      </figure>
    </section>
  )
}

function RichText({ block, path }: { block: RichTextBlock; path: string }) {
  return (
    <section
      className="section prose"
      {...fieldAttrs(`${path}.body`)}
      // Folio sanitises rich text when it is saved.
      dangerouslySetInnerHTML={{ __html: block.body ?? '' }}
    />
  )
}

function ImageSection({ block, path }: { block: ImageBlock; path: string }) {
  const image = asMedia(block.image)
  if (!image) return null
  return (
    <figure className="section image">
      <Picture media={image} sizes="(min-width: 1100px) 1040px, 100vw" path={`${path}.image`} />
      {block.caption && <figcaption {...fieldAttrs(`${path}.caption`)}>{block.caption}</figcaption>}
    </figure>
  )
}

function CallToAction({ block, path }: { block: CtaBlock; path: string }) {
  return (
    <section className="section cta" id="get-started">
      <Button cta={block} path={path} variant="light" />
    </section>
  )
}

/** One block, by its `_type`. A type this site does not know yet (a newer component) is skipped. */
export function BlockView({ block, path }: { block: Block; path: string }) {
  switch (block._type) {
    case 'hero':
      return <Hero block={block} path={path} />
    case 'feature-grid':
      return <FeatureGrid block={block} path={path} />
    case 'testimonial':
      return <Testimonial block={block} path={path} />
    case 'rich-text-block':
      return <RichText block={block} path={path} />
    case 'image-block':
      return <ImageSection block={block} path={path} />
    case 'cta':
      return <CallToAction block={block} path={path} />
    default:
      return null
  }
}
