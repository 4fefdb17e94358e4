// Where a server file may import from: the layering of docs/architecture.md, checked.
export default []
