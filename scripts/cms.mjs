// npm run cms: the editors' CMS on this computer. Starts Decap's local backend (decap-server), which
// reads and writes the YAML files of this working tree, and serves the built site with its CMS at
// http://localhost:<CMS_PORT>/admin/. Builds the site first when public/admin/ is missing.
import { spawn, spawnSync } from "child_process"
import path from "path"
import fs from "fs"
import { createStaticServer, headersFromNetlifyFile } from "./serve-static.mjs"

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..")
const port = Number(process.env.CMS_PORT || 9090)
// The CMS's configuration expects the local backend here (gatsby/cms/security.ts).
const backendPort = 8081

if (!fs.existsSync(path.join(root, "public/admin/index.html"))) {
  console.log("No build with the CMS in public/ yet: building the site first (about two minutes).")
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const backend = spawn(process.execPath, [path.join(root, "node_modules/decap-server/dist/index.js")], {
  cwd: root,
  env: { ...process.env, PORT: String(backendPort), GIT_REPO_DIRECTORY: process.env.GIT_REPO_DIRECTORY || root },
  stdio: ["ignore", "inherit", "inherit"],
})
backend.on("exit", (code) => {
  console.error(`decap-server stopped (exit code ${code}); is port ${backendPort} in use?`)
  process.exit(1)
})
const stop = () => {
  backend.removeAllListeners("exit")
  backend.kill()
  process.exit(0)
}
process.on("SIGINT", stop)
process.on("SIGTERM", stop)

const extraHeaders = headersFromNetlifyFile(path.join(root, "public/_headers"))
createStaticServer(path.join(root, "public"), { extraHeaders }).listen(port, "127.0.0.1", () => {
  console.log(`
The CMS is ready: open http://localhost:${port}/admin/ and press "Login".
Saving writes the YAML files under content/ of this folder; publish them with git (see README).
The site as last built is at http://localhost:${port}/ (run "npm run build" to see your changes there).
Stop with Ctrl+C.`)
})
