import { randomUUID } from 'node:crypto'

import { buildItemDataSchema, type ItemData } from '@folio/schema'

import { storeContentItem, toStoredData, type ContentItemRow } from '../modules/content/index.js'
import { storeContentType } from '../modules/content-types/index.js'
import type { OperationContext } from '../lib/context.js'
import {
  insertSampleComponents,
  registryOf,
  sampleComponents,
  type SampleComponents,
} from './sample-components.js'
import { entryKey, field } from './sample-fields.js'

/** The blocks of the sample home page, keyed by field name as the API speaks. */
function homePageData(): ItemData {
  return {
    title: 'Home',
    sections: [
      {
        _key: entryKey(),
        _type: 'hero',
        heading: 'Content your whole team can ship',
        subheading:
          'Folio is the self-hosted headless CMS where editors build pages from blocks, see every change on the real site, and developers get one fast, typed API.',
        image: null,
        cta: { label: 'Start building', url: '#get-started' },
      },
      {
        _key: entryKey(),
        _type: 'feature-grid',
        heading: 'Everything a content team needs',
        features: [
          {
            _key: entryKey(),
            title: 'Model anything',
            description:
              'Text, media galleries, relations, reusable components and page-builder blocks, defined in the admin without a deploy.',
            icon: 'blocks',
          },
          {
            _key: entryKey(),
            title: 'See it before it ships',
            description:
              'Live preview shows drafts on your own site as you type. Click any heading to jump to the field that holds it.',
            icon: 'eye',
          },
          {
            _key: entryKey(),
            title: 'Deliver everywhere',
            description:
              'A REST API with filters, field selection and expansion, a typed SDK and TypeScript types generated from your model.',
            icon: 'globe',
          },
          {
            _key: entryKey(),
            title: 'Yours to host',
            description:
              'SQLite for a side project, PostgreSQL and S3 for a fleet of instances. Your content never leaves your servers.',
            icon: 'server',
          },
        ],
      },
      {
        _key: entryKey(),
        _type: 'testimonial',
        quote:
          'We moved our marketing site to Folio in a week. Editors put together new landing pages on their own now, and our developers got their sprints back.',
        author_name: 'Maya Lindqvist',
        role: 'Head of Web, Northwind Outfitters',
      },
      {
        _key: entryKey(),
        _type: 'rich-text-block',
        body: '<h2>Built for developers and editors alike</h2><p>Developers decide which blocks exist and how they look; editors decide what goes on the page and in which order. Every save keeps a version, so nothing is ever lost, and publishing can wait for a review or a date.</p><ul><li>Drag blocks into place and reorder them</li><li>Reuse components such as SEO or a call to action in every content type</li><li>Translate pages into as many languages as you need</li></ul>',
      },
      {
        _key: entryKey(),
        _type: 'cta',
        label: 'Run Folio in five minutes',
        url: '#get-started',
      },
    ],
    seo: {
      meta_title: 'Folio: the headless CMS your whole team can ship with',
      meta_description:
        'Model content with blocks and components, preview drafts on your own site, and deliver everything through one typed API.',
    },
  }
}

/**
 * The page-builder sample: the components a landing page is made of, the Landing Page type
 * with a blocks field of them, and a published home page that the example site in
 * `examples/landing-site` renders.
 */
export async function seedLandingPage(trx: OperationContext, now: string) {
  const components: SampleComponents = sampleComponents()
  await insertSampleComponents(trx.db, components.all, now)
  const registry = registryOf(components.all)

  const title = field('title', 'text', true, 'The page name, shown in the browser tab')
  const fields = [
    title,
    field('sections', 'blocks', false, 'The page, top to bottom', {
      componentIds: [
        components.hero.id,
        components.featureGrid.id,
        components.testimonial.id,
        components.richText.id,
        components.image.id,
        components.cta.id,
      ],
    }),
    field('seo', 'component', false, 'How search engines show the page', {
      componentId: components.seo.id,
    }),
  ]
  const typeId = randomUUID()
  await storeContentType(trx, {
    id: typeId,
    name: 'Landing Page',
    slug: 'landing-page',
    description: 'Marketing pages built from blocks, with live preview on the site.',
    fields,
    titleFieldId: title.id,
    createdAt: now,
  })

  // Checked like an editor's save, so the sample can never hold what the API would refuse.
  const data = buildItemDataSchema(fields, registry).parse(homePageData())
  const page: ContentItemRow = await storeContentItem(trx, {
    id: randomUUID(),
    contentTypeId: typeId,
    title: 'Home',
    slug: 'home',
    status: 'published',
    data: toStoredData(fields, data, registry),
    createdAt: now,
    publishedAt: now,
    createdBy: null,
  })
  return page
}
