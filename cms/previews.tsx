// The CMS previews of a service page and of the home page: the site's own section components (the
// same ServicePageContent and HomePageContent the pages render), fed with the entry as the editor
// types, inside a frame styled by the site's built CSS (site.css, copied by gatsby/cms/build.ts).
import React, { useEffect, useState } from "react"
import { ServicePageContent, type ServicePageData } from "../src/components/service/service-page-content"
import { HomePageContent, type HomePageData, type HomeServiceCard } from "../src/components/home/home-page-content"
import { QuoteModalProvider } from "../src/components/contact/quote-modal-context"
import { previewData, type GetAsset, type ImmutableLike } from "./preview-data"

/** The home page's data as the site was built: the service cards come from the other files. */
const HOME_PAGE_DATA = "/page-data/index/page-data.json"

interface ImmutableList<T> {
  toArray(): T[]
}

/** What Decap passes a preview template (decap-cms-core's PreviewTemplateComponentProps). */
export interface PreviewProps {
  entry: ImmutableLike
  fields: ImmutableList<ImmutableLike>
  getAsset: GetAsset
}

/** What every page has around its body and the sections expect above them. */
function PreviewPage({ children }: { children: React.ReactNode }) {
  return (
    <QuoteModalProvider>
      <main>{children}</main>
    </QuoteModalProvider>
  )
}

export function ServicePreview({ entry, fields, getAsset }: PreviewProps) {
  const service = previewData<ServicePageData>(fields, entry.get("data") as ImmutableLike, getAsset)
  return (
    <PreviewPage>
      <ServicePageContent service={service} />
    </PreviewPage>
  )
}

/**
 * The home page's service cards as built (each from its service file, with its picture in every
 * size): they are not part of the home entry, and the page's own data has them ready.
 */
function useServiceCards(): HomeServiceCard[] {
  const [cards, setCards] = useState<HomeServiceCard[]>([])
  useEffect(() => {
    let current = true
    fetch(HOME_PAGE_DATA)
      .then((answer) => {
        if (!answer.ok) throw new Error(`${HOME_PAGE_DATA}: ${answer.status}`)
        return answer.json() as Promise<{ result: { data: Queries.HomePageQuery } }>
      })
      .then(
        (page) => current && setCards([...page.result.data.allServiceYaml.nodes]),
        // The preview still shows the rest of the page; the console says why the cards are missing.
        (error: unknown) => console.error("The home preview could not load the service cards:", error),
      )
    return () => {
      current = false
    }
  }, [])
  return cards
}

export function HomePreview(props: PreviewProps) {
  const home = previewData<HomePageData>(props.fields, props.entry.get("data") as ImmutableLike, props.getAsset)
  const services = useServiceCards()
  return (
    <PreviewPage>
      <HomePageContent home={home} services={services} />
    </PreviewPage>
  )
}
