/**
 * Integration tests (Jest): a real `gatsby build` of broken content and the PHP handlers run by the
 * `php` command. Slow and needing PHP, so apart from the unit tests: `npm run test:integration`.
 */
import unit from "./jest.config.js"

export default {
  ...unit,
  roots: ["<rootDir>/tests/integration", "<rootDir>/__mocks__"],
}
