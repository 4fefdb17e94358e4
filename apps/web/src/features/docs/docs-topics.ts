export interface DocsItem {
  title: string
  description: string
  /** The manual page that explains it: a slug, with an optional `#section` of that page. */
  page: string
}

export interface DocsGroup {
  /** Anchor id of the group on the docs page. */
  id: string
  title: string
  items: readonly DocsItem[]
}

/** The documentation hub's topic groups, in reading order. */
export const docsGroups: readonly DocsGroup[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    items: [
      {
        title: 'Installation',
        description: 'Run Folio with one command on SQLite, or point it at PostgreSQL.',
        page: 'getting-started#install-and-start',
      },
      {
        title: 'Quick start',
        description: 'Create your first content type, entry and API key in five minutes.',
        page: 'getting-started#model-a-first-content-type',
      },
      {
        title: 'Configuration',
        description:
          'Environment variables for the database, file storage, email and AI providers.',
        page: 'getting-started#configuration',
      },
      {
        title: 'Deploying to production',
        description: 'Run several instances behind a load balancer with PostgreSQL, Redis and S3.',
        page: 'deploy',
      },
    ],
  },
  {
    id: 'content-management',
    title: 'Content Management',
    items: [
      {
        title: 'Content types and fields',
        description:
          'Model content with text, rich text, number, date, image, reference and list fields.',
        page: 'content-modeling#field-types',
      },
      {
        title: 'Creating and editing entries',
        description:
          'Write in the rich-text editor, fill in typed fields and save drafts as you go.',
        page: 'content-modeling#entries',
      },
      {
        title: 'Scheduling and publishing',
        description: 'Publish now, schedule for later or archive, and let Folio publish on time.',
        page: 'content-modeling#statuses-and-scheduling',
      },
      {
        title: 'Version history',
        description: 'Every save is a numbered version that you can compare and restore.',
        page: 'content-modeling#version-history',
      },
      {
        title: 'Components and page building',
        description: 'Reuse groups of fields, and build pages from blocks editors arrange.',
        page: 'content-modeling#components-and-blocks',
      },
      {
        title: 'Live preview',
        description: 'See a draft on your own site as you type, and click a block to edit it.',
        page: 'preview',
      },
      {
        title: 'Plugins',
        description: 'Add field checks, routes and jobs, and hook into every change to content.',
        page: 'plugins',
      },
    ],
  },
  {
    id: 'media-library',
    title: 'Media Library',
    items: [
      {
        title: 'Uploading files',
        description:
          'Upload images, PDF and office documents, audio and video of up to 10 MB each.',
        page: 'media#uploading-files',
      },
      {
        title: 'Folders and search',
        description: 'Organise assets in folders and find any file by its name.',
        page: 'media#folders-and-search',
      },
      {
        title: 'Image transformations',
        description: 'Resize, crop and convert images on the fly with URL parameters.',
        page: 'media#image-transformations',
      },
      {
        title: 'Storage drivers',
        description: 'Keep uploads on local disk or in any S3-compatible bucket.',
        page: 'media#storage-drivers',
      },
    ],
  },
  {
    id: 'workflow',
    title: 'Workflow',
    items: [
      {
        title: 'Review states',
        description: 'Move entries through in review, needs changes, approved and published.',
        page: 'workflow#review-states',
      },
      {
        title: 'Assignments and due dates',
        description: 'Hand reviews to teammates with notes and a due date.',
        page: 'workflow#assignments-and-due-dates',
      },
      {
        title: 'Comments',
        description: 'Discuss changes on the entry itself before it goes live.',
        page: 'workflow#comments',
      },
      {
        title: 'Webhooks',
        description: 'Tell your site or build service the moment content is published.',
        page: 'webhooks',
      },
    ],
  },
  {
    id: 'ai-features',
    title: 'AI Features',
    items: [
      {
        title: 'Connecting a provider',
        description: 'Use Grok, OpenAI, Anthropic, Mistral or any OpenAI-compatible endpoint.',
        page: 'ai#connecting-a-provider',
      },
      {
        title: 'Writing with the assistant',
        description: 'Draft, rewrite and summarise content from a prompt, then save the result.',
        page: 'ai#writing-with-the-assistant',
      },
      {
        title: 'Prompting tips',
        description: 'Get better drafts by telling the assistant the tone, audience and length.',
        page: 'ai#prompting-tips',
      },
      {
        title: 'Keys and privacy',
        description: 'Provider keys are encrypted at rest and only ever used by your server.',
        page: 'ai#keys-and-privacy',
      },
    ],
  },
  {
    id: 'localization',
    title: 'Localization',
    items: [
      {
        title: 'Adding languages',
        description: 'Enable the locales you publish in and choose the default language.',
        page: 'localization#adding-languages',
      },
      {
        title: 'Translating entries',
        description: 'Keep one version of an entry per locale, linked to its source.',
        page: 'localization#translating-entries',
      },
      {
        title: 'Fetching localized content',
        description: 'Ask the API for a locale and fall back to the default language.',
        page: 'localization#fetching-localized-content',
      },
    ],
  },
  {
    id: 'api-reference',
    title: 'API Reference',
    items: [
      {
        title: 'Authentication',
        description:
          'Send an API key or a user token as a bearer token in the Authorization header.',
        page: 'delivery-api#authentication',
      },
      {
        title: 'Content endpoints',
        description:
          'List, read, create, update and delete entries over REST, or with GraphQL queries and mutations.',
        page: 'delivery-api#content-endpoints',
      },
      {
        title: 'Pagination and filtering',
        description: 'Page through lists and filter entries by status, type and date.',
        page: 'delivery-api#filters',
      },
      {
        title: 'Rate limits and errors',
        description: '100 requests per minute per key, and one JSON error shape with stable codes.',
        page: 'delivery-api#errors-and-rate-limits',
      },
      {
        title: 'GraphQL',
        description: 'Query and change content with a schema generated from your content types.',
        page: 'graphql',
      },
      {
        title: 'API keys',
        description: 'Read-only and read-write keys, caching with ETags, CORS and usage.',
        page: 'api-keys',
      },
      {
        title: 'Sign-in for your app',
        description: 'Let people sign in to your own app with Folio accounts and auth-js.',
        page: 'auth',
      },
      {
        title: 'Connect an app',
        description:
          'Create a key on the Connections screen and paste the fetch, SDK, Next.js or auth-js example.',
        page: 'connect#connect-an-app',
      },
      {
        title: 'Connect an AI coding assistant (MCP)',
        description:
          'Point an assistant at the MCP server with a key: it reads, writes and publishes content.',
        page: 'connect#connect-an-ai-coding-assistant-mcp',
      },
    ],
  },
]
