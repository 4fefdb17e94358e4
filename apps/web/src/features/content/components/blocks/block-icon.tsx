import {
  BadgeCheck,
  Blocks,
  Box,
  CircleHelp,
  Code,
  Columns2,
  Component,
  FileText,
  GalleryHorizontal,
  Grid2x2,
  Heading,
  Image,
  Images,
  LayoutGrid,
  LayoutTemplate,
  Link,
  List,
  Mail,
  MapPin,
  Megaphone,
  MessageSquareQuote,
  MousePointerClick,
  PanelTop,
  Phone,
  Quote,
  Rows3,
  ShoppingCart,
  Sparkles,
  Square,
  Star,
  Table,
  Text,
  Type,
  Users,
  Video,
} from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import { createElement } from 'react'

/**
 * The icons a component may show in the palette, by lucide name. A fixed set rather than all of
 * lucide: importing every icon by name would put thousands of them in the editor's bundle.
 */
const icons: Record<string, LucideIcon> = {
  'badge-check': BadgeCheck,
  blocks: Blocks,
  box: Box,
  'circle-help': CircleHelp,
  code: Code,
  'columns-2': Columns2,
  component: Component,
  'file-text': FileText,
  'gallery-horizontal': GalleryHorizontal,
  'grid-2x2': Grid2x2,
  heading: Heading,
  image: Image,
  images: Images,
  'layout-grid': LayoutGrid,
  'layout-template': LayoutTemplate,
  link: Link,
  list: List,
  mail: Mail,
  'map-pin': MapPin,
  megaphone: Megaphone,
  'message-square-quote': MessageSquareQuote,
  'mouse-pointer-click': MousePointerClick,
  'panel-top': PanelTop,
  phone: Phone,
  quote: Quote,
  'rows-3': Rows3,
  'shopping-cart': ShoppingCart,
  sparkles: Sparkles,
  square: Square,
  star: Star,
  table: Table,
  text: Text,
  type: Type,
  users: Users,
  video: Video,
}

/** `LayoutTemplate`, `layout-template` and `layoutTemplate` all name the same icon. */
function iconKey(name: string): string {
  return name
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase()
}

/** A component's palette icon: its own when we know it, else a generic block. */
export function blockIcon(name: string | undefined): LucideIcon {
  return (name && icons[iconKey(name)]) || Component
}

/** The icon names a component may choose from. */
export const blockIconNames = Object.keys(icons)

/** A component's palette icon, decorative (its name is always written next to it). */
export function BlockIcon({ name, className }: { name: string | undefined; className?: string }) {
  return createElement(blockIcon(name), { className, 'aria-hidden': true })
}
