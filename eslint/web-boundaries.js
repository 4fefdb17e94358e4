// Where a web file may import from: features stand alone, shared pieces live below them.
export default []
