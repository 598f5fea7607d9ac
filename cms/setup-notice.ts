// What /admin/ shows instead of the editor when the site was built without CMS_BACKEND: in plain
// words, that there is nothing to sign in to yet and who sets it up. On this computer (npm run cms)
// the editor starts with its local backend instead.

/** config.json's backend when no CMS_BACKEND was set (gatsby/cms/backend.ts). */
export const isLocalOnly = (config: { backend?: { name?: string } }) => config.backend?.name === "proxy"

/** Where Decap looks for its local backend (decap-server): localhost and 127.0.0.1 only. */
export const isThisComputer = (hostname: string) => hostname === "localhost" || hostname === "127.0.0.1"

const NOTICE = {
  heading: "The content editor is not set up for this website yet",
  paragraphs: [
    "Editing the website here needs two things: a place where changes are saved (the website's Git repository) and a way for editors to sign in. Neither has been set up for this copy of the website, so there is nothing to sign in to.",
    "Whoever looks after the website sets it up: they choose where changes are saved (CMS_BACKEND when the website is built) and, for GitHub, the sign-in settings of the website's server. The steps are in docs/cms-sign-in.md of the website's code.",
    "Until then, the website's texts are changed in its content/ files, or on a computer with the website's code, where npm run cms opens this editor.",
  ],
}

export function showSetupNotice(document: Document): void {
  const main = document.createElement("main")
  main.style.cssText =
    "font:17px/1.5 system-ui,sans-serif;color:#1e293b;max-width:38rem;margin:3rem auto;padding:0 1.25rem"
  const heading = document.createElement("h1")
  heading.textContent = NOTICE.heading
  main.append(heading)
  for (const text of NOTICE.paragraphs) {
    const paragraph = document.createElement("p")
    paragraph.textContent = text
    main.append(paragraph)
  }
  document.body.replaceChildren(main)
  document.title = "Content editor not set up"
}
