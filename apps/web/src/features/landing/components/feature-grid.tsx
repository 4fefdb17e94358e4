import { Blocks, History, Languages, LayoutTemplate, Sparkles, UsersRound } from 'lucide-react'

import { Container } from '@/components/ui/container'
import { SectionHeading } from '@/components/ui/section-heading'

const features = [
  {
    title: 'AI content creation',
    text: 'Draft posts, product copy and summaries with an assistant that works with Grok, OpenAI, Anthropic, Mistral or your own model.',
    Icon: Sparkles,
  },
  {
    title: 'Custom content types',
    text: 'Model anything with text, rich text, numbers, dates, images, references and lists, validated on every save.',
    Icon: Blocks,
  },
  {
    title: 'Multi-language support',
    text: 'Translate entries into every locale you ship, with a default language and per-locale publishing.',
    Icon: Languages,
  },
  {
    title: 'Team collaboration',
    text: 'Role-based permissions for admins, editors and viewers, plus review workflows so nothing goes live unchecked.',
    Icon: UsersRound,
  },
  {
    title: 'Drag-and-drop page builder',
    text: 'Compose pages visually from your content blocks, rearrange them by dragging and preview before you publish.',
    Icon: LayoutTemplate,
  },
  {
    title: 'Version control',
    text: 'Every save is a version. Compare changes, restore an earlier draft and never lose work to an overwrite.',
    Icon: History,
  },
]

/** The six headline features. */
export function FeatureGrid() {
  return (
    <section id="features" aria-labelledby="features-title" className="py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything your content needs, in one place"
          lead="From the first content model to the thousandth published entry, Folio keeps developers and content teams on the same page."
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ title, text, Icon }) => (
            <li
              key={title}
              className="group rounded-2xl border border-border bg-card p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="grid size-11 place-items-center rounded-xl bg-primary-soft text-primary-text">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-pretty text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
