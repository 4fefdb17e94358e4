/**
 * Plugins in an order where each comes after the plugins it depends on (among those given), so
 * registering them in turn finds every dependency already registered. A plugin in a dependency
 * circle, or after one, keeps its place at the end, where registering it reports the missing
 * dependency.
 */
export function dependencyOrder<T>(
  plugins: readonly T[],
  nameOf: (plugin: T) => string,
  dependenciesOf: (plugin: T) => readonly string[],
): T[] {
  const byName = new Map(plugins.map((plugin) => [nameOf(plugin), plugin]))
  const ordered: T[] = []
  const placed = new Set<string>()
  const visiting = new Set<string>()
  const unordered: T[] = []

  const visit = (plugin: T): boolean => {
    const name = nameOf(plugin)
    if (placed.has(name)) return true
    if (visiting.has(name)) return false
    visiting.add(name)
    const ready = dependenciesOf(plugin).every((dependency) => {
      const found = byName.get(dependency)
      return found === undefined || visit(found)
    })
    visiting.delete(name)
    if (!ready) return false
    placed.add(name)
    ordered.push(plugin)
    return true
  }
  for (const plugin of plugins) if (!visit(plugin)) unordered.push(plugin)
  return [...ordered, ...unordered.filter((plugin) => !placed.has(nameOf(plugin)))]
}
