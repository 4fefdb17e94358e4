import { randomUUID } from 'node:crypto'

import type { ComponentRegistry, ContentTypeField } from '@folio/schema'
import type { Kysely } from 'kysely'

import type { Database } from '../db/tables.js'
import { storeComponent } from '../modules/components/index.js'
import { field } from './sample-fields.js'

interface SampleComponent {
  id: string
  name: string
  slug: string
  description: string
  /** A lucide icon name, as the block palette shows it. */
  icon: string
  fields: ContentTypeField[]
}

function component(
  name: string,
  slug: string,
  icon: string,
  description: string,
  fields: ContentTypeField[],
): SampleComponent {
  return { id: randomUUID(), name, slug, icon, description, fields }
}

/**
 * The components of the sample landing page: the sections a marketing site is made of, plus
 * SEO and a call to action that other components reuse.
 */
export function sampleComponents() {
  const seo = component('SEO', 'seo', 'search', 'Title and description for search engines.', [
    field('meta_title', 'text', false, 'Shown in the browser tab and search results'),
    field('meta_description', 'text', false, 'One or two sentences for search results'),
  ])
  const cta = component('Call to action', 'cta', 'mouse-pointer-click', 'A button with a link.', [
    field('label', 'text', true, 'The button text'),
    field('url', 'text', true, 'Where the button leads, e.g. /pricing or https://…'),
  ])
  const feature = component('Feature', 'feature', 'sparkles', 'One card of a feature grid.', [
    field('title', 'text', true, 'A short name for the feature'),
    field('description', 'text', false, 'One or two sentences'),
    field('icon', 'text', false, 'An icon name: blocks, eye, globe, server, shield, zap'),
  ])
  const hero = component('Hero', 'hero', 'layout-template', 'The big banner at the top.', [
    field('heading', 'text', true, 'The headline'),
    field('subheading', 'text', false, 'A sentence under the headline'),
    field('image', 'media', false, 'A wide picture behind or beside the headline'),
    field('cta', 'component', false, 'The main button', { componentId: cta.id }),
  ])
  const featureGrid = component(
    'Feature grid',
    'feature-grid',
    'layout-grid',
    'A heading over a grid of feature cards.',
    [
      field('heading', 'text', false, 'Shown above the cards'),
      field('features', 'component', false, 'The cards, in order', {
        componentId: feature.id,
        repeatable: true,
        max: 12,
      }),
    ],
  )
  const testimonial = component('Testimonial', 'testimonial', 'quote', 'A customer quote.', [
    field('quote', 'text', true, 'What they said'),
    field('author_name', 'text', true, 'Who said it'),
    field('role', 'text', false, 'Their job title and company'),
  ])
  const richText = component('Rich text', 'rich-text-block', 'text', 'A section of free text.', [
    field('body', 'rich-text', true, 'Headings, paragraphs, lists and links'),
  ])
  const image = component('Image', 'image-block', 'image', 'A picture with a caption.', [
    field('image', 'media', true, 'The picture'),
    field('caption', 'text', false, 'Shown under the picture'),
  ])
  // Components a component uses come first, so the list reads (and inserts) bottom-up.
  const all = [seo, cta, feature, hero, featureGrid, testimonial, richText, image]
  return { seo, cta, feature, hero, featureGrid, testimonial, richText, image, all }
}

export type SampleComponents = ReturnType<typeof sampleComponents>

export async function insertSampleComponents(
  db: Kysely<Database>,
  components: readonly SampleComponent[],
  now: string,
): Promise<void> {
  // In order: a component's own components exist before it does.
  for (const component of components) await storeComponent({ db }, component, now)
}

/** The registry item data of the sample components is validated and stored with. */
export function registryOf(components: readonly SampleComponent[]): ComponentRegistry {
  return new Map(components.map((c) => [c.id, c]))
}
