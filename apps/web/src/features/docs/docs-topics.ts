export interface DocsItem {
  title: string
  description: string
  /** Where the topic is put to use in the app, if somewhere. */
  href?: string
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
      },
      {
        title: 'Quick start',
        description: 'Create your first content type, entry and API key in five minutes.',
      },
      {
        title: 'Configuration',
        description:
          'Environment variables for the database, file storage, email and AI providers.',
      },
      {
        title: 'Deploying to production',
        description: 'Run several instances behind a load balancer with PostgreSQL, Redis and S3.',
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
      },
      {
        title: 'Creating and editing entries',
        description:
          'Write in the rich-text editor, fill in typed fields and save drafts as you go.',
      },
      {
        title: 'Scheduling and publishing',
        description: 'Publish now, schedule for later or archive, and let Folio publish on time.',
      },
      {
        title: 'Version history',
        description: 'Every save is a numbered version that you can compare and restore.',
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
      },
      {
        title: 'Folders and search',
        description: 'Organise assets in folders and find any file by its name.',
      },
      {
        title: 'Image transformations',
        description: 'Resize, crop and convert images on the fly with URL parameters.',
      },
      {
        title: 'Storage drivers',
        description: 'Keep uploads on local disk or in any S3-compatible bucket.',
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
      },
      {
        title: 'Assignments and due dates',
        description: 'Hand reviews to teammates with notes and a due date.',
      },
      {
        title: 'Comments',
        description: 'Discuss changes on the entry itself before it goes live.',
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
      },
      {
        title: 'Writing with the assistant',
        description: 'Draft, rewrite and summarise content from a prompt, then save the result.',
      },
      {
        title: 'Prompting tips',
        description: 'Get better drafts by telling the assistant the tone, audience and length.',
      },
      {
        title: 'Keys and privacy',
        description: 'Provider keys are encrypted at rest and only ever used by your server.',
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
      },
      {
        title: 'Translating entries',
        description: 'Keep one version of an entry per locale, linked to its source.',
      },
      {
        title: 'Fetching localized content',
        description: 'Ask the API for a locale and fall back to the default language.',
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
      },
      {
        title: 'Content endpoints',
        description:
          'List, read, create, update and delete entries over REST, or with GraphQL queries and mutations.',
      },
      {
        title: 'Pagination and filtering',
        description: 'Page through lists and filter entries by status, type and date.',
      },
      {
        title: 'Rate limits and errors',
        description: '100 requests per minute per key, and one JSON error shape with stable codes.',
      },
      {
        title: 'Connect an app',
        description:
          'Create a key on the Connections screen and paste the fetch, SDK, Next.js or auth-js example.',
        href: '/connections',
      },
      {
        title: 'Connect an AI coding assistant (MCP)',
        description:
          'Point an assistant at the MCP server with a key: it reads, writes and publishes content.',
        href: '/connections',
      },
    ],
  },
]
