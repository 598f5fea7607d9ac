/** Unit and component tests (Jest + Testing Library); browser tests live in tests/e2e (Playwright). */
module.exports = {
  testEnvironment: "jsdom",
  // __mocks__ must be under a root for Jest to use its manual mock of gatsby.
  roots: ["<rootDir>/tests/unit", "<rootDir>/__mocks__"],
  transform: { "^.+\\.[jt]sx?$": ["babel-jest", { configFile: "./tests/babel.config.js" }] },
  moduleNameMapper: {
    "\\.(css)$": "identity-obj-proxy",
    "\\.(svg|png|jpg|jpeg|webp)$": "<rootDir>/tests/unit/file-stub.js",
  },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "public"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
  setupFilesAfterEnv: ["<rootDir>/tests/unit/setup.ts"],
}
