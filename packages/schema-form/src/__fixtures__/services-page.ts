/** A page as content/pages/services.yaml holds it, cut to three content blocks: raw. */
export const servicesPage = {
  id: "page-services",
  slug: "services",
  title: "Services",
  publishedAt: "2024-02-06T09:00:00Z",
  content: [
    {
      type: "text",
      heading: "Services",
      body: "Beyond the retail library, we draw type for clients. [Write to us](mailto:hello@meridian.example).",
    },
    { type: "section", heading: "Custom fonts", collectionUrl: "/custom-fonts" },
    { type: "tiledContent", contentType: "customFonts", layout: "three" },
  ],
};
