/** Unit and component tests (Jest + Testing Library); browser tests live in tests/e2e (Playwright). */
module.exports = {
  testEnvironment: "jsdom",
  roots: ["<rootDir>/tests/unit"],
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
