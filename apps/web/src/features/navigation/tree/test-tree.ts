import type { TreeNode } from './flatten-tree'

/** A test node: an id, used as its title too. */
export interface TestNode extends TreeNode<TestNode> {
  title: string
}

type Spec = string | [string, Spec[]]

/** `tree('A', ['B', ['b1', 'b2']])`: nested nodes with their parent ids set. */
export function tree(...specs: Spec[]): TestNode[] {
  const build = (spec: Spec, parentId: string | null): TestNode => {
    const [id, children] = typeof spec === 'string' ? [spec, []] : spec
    return { id, title: id, parentId, children: children.map((child) => build(child, id)) }
  }
  return specs.map((spec) => build(spec, null))
}

/** The tree as text: `A, B(b1, b2)`; checks parent ids on the way. */
export function shape(nodes: readonly TestNode[], parentId: string | null = null): string {
  return nodes
    .map((node) => {
      if (node.parentId !== parentId) throw new Error(`${node.id} has parentId ${node.parentId}`)
      return node.children.length ? `${node.id}(${shape(node.children, node.id)})` : node.id
    })
    .join(', ')
}
