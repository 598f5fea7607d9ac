// The build's own small file, public/build-info.json (src/lib/build-info.ts): when it was built and
// from which answer of the dashboard. The release it will serve is written by the deploy.
import fs from "fs"
import path from "path"
import { BUILD_INFO_FILE, buildInfoText } from "../../src/lib/build-info"

export function writeBuildInfo(publicDir: string, dashboard: string, builtAt: Date = new Date()): void {
  fs.writeFileSync(
    path.join(publicDir, BUILD_INFO_FILE),
    buildInfoText({ builtAt: builtAt.toISOString(), release: "", dashboard }),
  )
}
