#!/usr/bin/env node
// Restores package-lock.json entries for other platforms' optional native binaries (Tailwind's
// oxide, msgpackr-extract, unrs-resolver...). The package mirror our machines and CI use serves
// only Linux builds of those, so `npm install` here leaves them out of the lock, and `npm ci` then
// refuses the lock as out of sync. Each restored entry carries its os/cpu, so npm skips it on every
// other platform without downloading anything. Run after `npm install` changes the lock.
import fs from "node:fs"

const LOCK = "package-lock.json"
const lock = JSON.parse(fs.readFileSync(LOCK, "utf8"))
const packages = lock.packages

const OS = ["android", "darwin", "freebsd", "linux", "win32", "openharmony", "openbsd", "sunos", "aix", "netbsd"]
const CPU = {
  x64: "x64",
  arm64: "arm64",
  arm: "arm",
  ia32: "ia32",
  loong64: "loong64",
  ppc64: "ppc64",
  riscv64: "riscv64",
  s390x: "s390x",
  wasm32: "wasm32",
}

function platformOf(name) {
  const parts = name.split("/").pop().split("-")
  const os = parts.find((p) => OS.includes(p))
  const cpu = parts.map((p) => CPU[p]).find(Boolean)
  const libc = parts.some((p) => p.startsWith("musl"))
    ? "musl"
    : parts.some((p) => p.startsWith("gnu"))
      ? "glibc"
      : undefined
  return { os, cpu, libc }
}

let added = 0
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ""}node_modules/${name}`
    if (packages[nested] || packages[`node_modules/${name}`]) continue
    const { os, cpu, libc } = platformOf(name)
    if (!os && !cpu) continue // not a platform binary: leave it to npm
    packages[`node_modules/${name}`] = {
      version,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(libc ? { libc: [libc] } : {}),
      license: "MIT",
      optional: true,
      ...(os ? { os: [os] } : {}),
    }
    added++
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => a.localeCompare(b, "en")))
fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`Restored ${added} optional platform entries in ${LOCK}`)
