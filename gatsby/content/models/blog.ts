// A sample blog post: content/blogs/<slug>.yaml, in the dashboard's field names (the posts the site
// shows when no dashboard is configured). Not a GraphQL type of its own: gatsby/blog/source.ts reads
// these files as dashboard answers (src/lib/blog/dashboard-answer.ts), and this model describes
// them for the CMS.
import { fileName, int, matching, optional, text, type NodeModel } from "../model"
import { PATTERNS } from "./site"

export const samplePostModel: NodeModel = {
  type: "SampleBlogPost",
  source: "content/blogs/<slug>.yaml",
  fields: {
    id: int(),
    // Without one, the slug is made from the title.
    slug: optional(PATTERNS.slug),
    title: text(),
    author: optional(text()),
    date: optional(
      matching(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, "Year-month-day and the time, e.g. 2025-07-22 11:45:00"),
    ),
    image: optional(fileName("blogs/images")),
    category_name: optional(text()),
    // HTML, as the dashboard stores it; the build sanitises it.
    short_description: text(),
    full_content: text(),
    meta_title: optional(text()),
    meta_description: optional(text()),
  },
}
