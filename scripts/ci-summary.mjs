// Sums the JSON reports of every suite CI ran into one line: `N passed, N failed`.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const dir = process.argv[2] ?? '.ci-results'
let passed = 0
let failed = 0
for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'))
  if (report.stats && 'expected' in report.stats) {
    // Playwright: a flaky test passed on retry; an unexpected one failed.
    passed += report.stats.expected + report.stats.flaky
    failed += report.stats.unexpected
    console.log(
      `${file}: ${report.stats.expected + report.stats.flaky} passed, ${report.stats.unexpected} failed`,
    )
  } else {
    passed += report.numPassedTests
    failed += report.numFailedTests
    console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`)
  }
}
console.log(`${passed} passed, ${failed} failed`)
