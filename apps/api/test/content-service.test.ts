// Guards the content service (spec 7.3, DESIGN 5.2): the bearer token, the environments (drafts
// only in preview), and every read the sites make, answered from the built catalogue.
import type { BuiltStore } from "@meridian/content/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_CONTENT_TOKEN } from "../src/env";
import { shopRules } from "../src/modules/catalogue/shop-rules";
import { createTestApp, type TestApp, testStore } from "./helpers/test-app";

let api: TestApp;
let store: BuiltStore;
beforeAll(async () => {
  api = await createTestApp();
  store = await testStore();
});
afterAll(() => api.close());

type GraphQLBody<T> = { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };

async function content<T>(
  query: string,
  variables: Record<string, unknown> = {},
  path = "/content/graphql",
  token = LOCAL_CONTENT_TOKEN,
): Promise<GraphQLBody<T>> {
  const response = await api.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  expect(response.status).toBe(200);
  return response.json();
}

const visibleFonts = () => store.fonts.filter((font) => font.status !== "draft");

describe("authorisation", () => {
  it("refuses a request without a bearer token with 401 and a challenge", async () => {
    const response = await api.request("/content/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ _site { builtAt } }" }),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toContain("Bearer");
    expect(await response.json()).toEqual({ error: "Missing bearer token." });
  });

  it("refuses a wrong token with 401", async () => {
    const response = await api.request("/content/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer not-the-token" },
      body: JSON.stringify({ query: "{ _site { builtAt } }" }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Invalid content token." });
  });

  it("answers 404 for an unknown environment", async () => {
    const response = await api.request("/content/environments/staging/graphql", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${LOCAL_CONTENT_TOKEN}`,
      },
      body: JSON.stringify({ query: "{ _site { builtAt } }" }),
    });
    expect(response.status).toBe(404);
  });

  it("serves main at both paths and preview at its own", async () => {
    const plain = await content<{ _site: { environment: string } }>(
      "{ _site { environment builtAt } }",
    );
    expect(plain.data?._site.environment).toBe("main");
    const main = await content<{ _site: { environment: string } }>(
      "{ _site { environment } }",
      {},
      "/content/environments/main/graphql",
    );
    expect(main.data?._site.environment).toBe("main");
    const preview = await content<{ _site: { environment: string } }>(
      "{ _site { environment } }",
      {},
      "/content/environments/preview/graphql",
    );
    expect(preview.data?._site.environment).toBe("preview");
  });
});

describe("fonts", () => {
  it("lists the retail library as the site asks (spec 7.3)", async () => {
    const result = await content<{
      allFonts: { name: string; slug: string; styles: { name: string }[] }[];
    }>(
      /* GraphQL */ `{
        allFonts(filter: { hidden: { eq: false }, playground: { eq: false }, collaboration: { eq: false }, parentFont: { exists: false } }, orderBy: [name_ASC], first: 100) {
          id name slug designer playground collaboration classification { id name }
          styles { id name fontFamily variable defaultStyle width { id name } fileUrl _publishedAt _updatedAt }
        }
      }`,
    );
    const expected = visibleFonts()
      .filter((font) => !font.hidden && !font.playground && !font.collaboration && !font.parentFont)
      .map((font) => font.name)
      .sort((a, b) => a.localeCompare(b, "en"));
    expect(result.errors).toBeUndefined();
    expect(result.data?.allFonts.map((font) => font.name)).toEqual(expected);
    expect(expected.length).toBeGreaterThanOrEqual(4);
  });

  it("gives a font by slug with its technical data, and null for an unknown slug", async () => {
    const font =
      visibleFonts().find((candidate) => candidate.technical.axes.length > 0) ?? visibleFonts()[0]!;
    const result = await content<{
      font: {
        name: string;
        glyphCount: number;
        glyphs: { unicodes: number[] }[];
        axes: { axisTag: string }[];
        styles: { name: string; fileUrl: string }[];
        languages: { code: string }[];
        opentypeFeatures: { unicodeTag: string; name: string }[];
      };
      missing: null;
    }>(
      /* GraphQL */ `query ($slug: String!) {
        font(filter: { slug: { eq: $slug } }) {
          name glyphCount characterCount glyphs { name unicodes character category }
          axes { axisTag minValue defaultValue maxValue } instances { name coordinates { axisTag value } }
          metrics { unitsPerEm ascender descender capHeight xHeight }
          nameMetadata { familyName version }
          opentypeFeatures { name unicodeTag } languages { code name }
          styles { name fileUrl }
          topImage { url width height alt blurDataUrl responsiveImage(imgixParams: { w: 800 }) { src srcSet width height } }
          parentFont { slug } childFonts { slug } classification { name }
        }
        missing: font(filter: { slug: { eq: "no-such-font" } }) { name }
      }`,
      { slug: font.slug },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.missing).toBeNull();
    expect(result.data?.font.name).toBe(font.name);
    expect(result.data?.font.glyphCount).toBe(font.technical.glyphCount);
    expect(result.data?.font.glyphs).toHaveLength(font.technical.glyphs.length);
    expect(result.data?.font.axes.map((axis) => axis.axisTag)).toEqual(
      font.technical.axes.map((axis) => axis.axisTag),
    );
    expect(result.data?.font.styles[0]?.fileUrl).toMatch(
      new RegExp(
        `^http://localhost:4000/fonts/${font.slug}/[A-Za-z0-9]+-[A-Za-z0-9]+\\.woff2\\?v=\\d+$`,
      ),
    );
  });

  it("links child fonts to their parent", async () => {
    const child = visibleFonts().find((font) => font.parentFont);
    expect(child, "the catalogue has a child font").toBeDefined();
    const parent = store.fonts.find((font) => font.slug === child!.parentFont)!;
    const result = await content<{
      allFonts: { slug: string }[];
      font: { childFonts: { slug: string }[] };
    }>(
      /* GraphQL */ `query ($parentId: ID!, $slug: String!) {
        allFonts(filter: { parentFont: { eq: $parentId } }) { slug }
        font(filter: { slug: { eq: $slug } }) { childFonts { slug } }
      }`,
      { parentId: parent.id, slug: parent.slug },
    );
    expect(result.data?.allFonts.map((font) => font.slug)).toContain(child!.slug);
    expect(result.data?.font.childFonts.map((font) => font.slug)).toContain(child!.slug);
  });

  it("counts with _allFontsMeta, pages the home page fonts and serves the search index", async () => {
    const result = await content<{
      all: { count: number };
      playground: { count: number };
      homepage: { slug: string }[];
      homepageCount: { count: number };
      search: { name: string; classification: { name: string } }[];
    }>(/* GraphQL */ `{
      all: _allFontsMeta { count }
      playground: _allFontsMeta(filter: { playground: { eq: true } }) { count }
      homepage: allHomepageFonts(first: 2, skip: 1) { slug }
      homepageCount: _allHomepageFontsMeta { count }
      search: allFonts(first: 400) { name designer classification { name } styles { name } }
    }`);
    expect(result.data?.all.count).toBe(visibleFonts().length);
    expect(result.data?.playground.count).toBe(
      visibleFonts().filter((font) => font.playground).length,
    );
    expect(result.data?.homepage.map((font) => font.slug)).toEqual(
      store.site.homepageFonts.slice(1, 3),
    );
    expect(result.data?.homepageCount.count).toBe(store.site.homepageFonts.length);
    expect(result.data?.search).toHaveLength(visibleFonts().length);
  });

  it("refuses a page size above the limit with a clear error", async () => {
    const result = await content("{ allFonts(first: 501) { slug } }");
    expect(result.errors?.[0]?.message).toBe("first must be an integer from 0 to 500");
  });

  it("serves playground and collaboration fonts with their own fields", async () => {
    const playground = visibleFonts().find((font) => font.playground)!;
    const collaboration = visibleFonts().find((font) => font.collaboration)!;
    const result = await content<{
      playgroundFont: { playgroundPage: { fontName: string; samples: unknown[] } };
      collaborationFont: { collaborationPage: { designerName: string; interview: unknown[] } };
      notPlayground: null;
    }>(
      /* GraphQL */ `query ($playground: String!, $collaboration: String!) {
        playgroundFont(filter: { slug: { eq: $playground } }) {
          playgroundPage { fontName samples { text style size animateAxes { axisTag from to } animationTrigger animationEasing opentypeFeatures { unicodeTag } } }
        }
        collaborationFont(filter: { slug: { eq: $collaboration } }) {
          collaborationPage { fontName designerName designerText designerProfileImage { url } introText featuredImage { url } inspiration interview { question answer } content { __typename } }
        }
        notPlayground: playgroundFont(filter: { slug: { eq: $collaboration } }) { slug }
      }`,
      { playground: playground.slug, collaboration: collaboration.slug },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.playgroundFont.playgroundPage.samples.length).toBe(
      playground.playgroundPage!.samples.length,
    );
    expect(result.data?.collaborationFont.collaborationPage.designerName).toBe(
      collaboration.collaborationPage!.designerName,
    );
    expect(result.data?.notPlayground).toBeNull();
  });
});

describe("environments", () => {
  it("hides drafts from main and shows them in preview", async () => {
    const draftFont = store.fonts.find((font) => font.status === "draft");
    const draftWork = store.studio.works.find((work) => work.status === "draft");
    const draft = draftFont ?? draftWork;
    expect(draft, "the catalogue has a draft item").toBeDefined();
    const query = draftFont
      ? `{ item: font(filter: { slug: { eq: "${draftFont.slug}" } }) { slug } }`
      : `{ item: studioWork(filter: { slug: { eq: "${draftWork!.slug}" } }) { slug } }`;
    const main = await content<{ item: { slug: string } | null }>(query);
    expect(main.data?.item).toBeNull();
    const preview = await content<{ item: { slug: string } | null }>(
      query,
      {},
      "/content/environments/preview/graphql",
    );
    expect(preview.data?.item?.slug).toBe(draft!.slug);
  });

  it("serves preview's images under a signature, which a forged one does not open", async () => {
    const font = visibleFonts().find((candidate) => candidate.topImage)!;
    const query = `{ font(filter: { slug: { eq: "${font.slug}" } }) {
      topImage { url responsiveImage(imgixParams: { w: 800 }) { src } } } }`;
    type TopImage = { font: { topImage: { url: string; responsiveImage: { src: string } } } };
    const main = (await content<TopImage>(query)).data!.font.topImage;
    expect(main.url).toMatch(/^http:\/\/localhost:4000\/images\/[a-f0-9]+\.(webp|png)$/);
    const preview = (await content<TopImage>(query, {}, "/content/environments/preview/graphql"))
      .data!.font.topImage;
    const signed =
      /^http:\/\/localhost:4000(\/images\/preview\/[A-Za-z0-9_-]{24}\/[a-f0-9]+\.\w+)$/;
    const path = signed.exec(preview.url)?.[1];
    expect(path, preview.url).toBeDefined();
    expect(preview.responsiveImage.src).toMatch(/\/images\/preview\/[A-Za-z0-9_-]{24}\/.+\?w=\d+$/);
    const served = await api.request(path!);
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("private, max-age=3600");
    const forged = path!.replace(/preview\/[A-Za-z0-9_-]{24}\//, `preview/${"A".repeat(24)}/`);
    expect((await api.request(forged)).status).toBe(404);
  });
});

describe("site, catalogue and studio reads", () => {
  it("answers the site setup with its logos", async () => {
    const result = await content<{
      siteSetup: { brand: string; logos: { url: string }[]; homepageFont: { slug: string } };
    }>(
      /* GraphQL */ `{ siteSetup { brand collaborationPrefix collaborationLabel email studioAddress
        professionalNetwork { label url } photoNetwork { label url } goodsShopUrl
        homepageFont { slug } logos { url width height responsiveImage(imgixParams: { h: 120 }) { src height } }
        shop { currencies { currency exchangeRate rounding } freeShippingOverGbp overLimitGbp } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.siteSetup.brand).toBe(store.site.brand);
    expect(result.data?.siteSetup.homepageFont.slug).toBe(store.site.homepageFont);
    expect(result.data?.siteSetup.logos).toHaveLength(store.site.logos.length);
  });

  it("serves the shop rules the API charges by, and not the discount codes", async () => {
    const result = await content<{ siteSetup: { shop: Record<string, unknown> } }>(
      /* GraphQL */ `{ siteSetup { shop { currencies { currency exchangeRate rounding }
        onlineFactor onlineStep multiLicenceDiscount freeShippingOverGbp overLimitGbp } } }`,
    );
    expect(result.errors).toBeUndefined();
    const rules = shopRules(store);
    expect(result.data?.siteSetup.shop).toEqual({
      currencies: Object.entries(rules.currencies).map(([currency, setup]) => ({
        currency,
        ...setup,
      })),
      onlineFactor: rules.onlineFactor,
      onlineStep: rules.onlineStep,
      multiLicenceDiscount: rules.multiLicenceDiscount,
      freeShippingOverGbp: rules.freeShippingOverGbp,
      overLimitGbp: rules.overLimitGbp,
    });
    const codes = await content("{ siteSetup { shop { discountCodes { code } } } }");
    expect(codes.errors?.[0]?.message).toMatch(/Cannot query field "discountCodes"/);
  });

  it("answers every other read of spec 7.3", async () => {
    const page = store.pages.find((item) => item.status !== "draft")!;
    const result = await content<Record<string, unknown>>(
      /* GraphQL */ `query ($page: String!) {
        seo: pageSeo(page: "fonts") { title description }
        features: allOpentypeFeatures { name unicodeTag }
        fontsInUse: allFontsInUse { id projectName image { url } fonts { slug } categories { name } }
        categories: allFontsInUseCategories { id name }
        custom: allCustomFonts { slug clientName indexText indexImage { url } content { __typename } }
        modified: allModifiedFonts { slug clientName }
        cases: allCaseStudies { slug title }
        info: allInfoPages { slug title sections { heading items { title body showInIndex } } }
        page(filter: { slug: { eq: $page } }) { slug title content { __typename ... on SectionBlock { anchor } } seo { title } }
        products: allProducts { slug name priceGbp variants { id variantName priceGbp } size { weightKg } moreGoodsImage { url } }
        launcher: launcherSetup { title foundry { label lightImage { url } darkImage { url } } studio { label } seo { title } }
        studio: studioSetup { brand index { heading featuredWorks { slug category { name } } } }
        works: allStudioWorks(first: 100) { slug year category { slug } }
        workCount: _allStudioWorksMeta { count }
        workCategories: allWorkCategories { id name slug }
        archive: allArchiveItems(first: 10, skip: 10) { id title year }
        archiveCount: _allArchiveItemsMeta { count }
        studioPages: allStudioPages { slug title }
        jobs: allUploadJobs(filter: { status: { eq: "failed" } }) { file error }
      }`,
      { page: page.slug },
    );
    expect(result.errors).toBeUndefined();
    const data = result.data as {
      archive: { year: number }[];
      archiveCount: { count: number };
      products: unknown[];
      jobs: unknown[];
      info: unknown[];
    };
    expect(data.archiveCount.count).toBe(
      store.studio.archive.filter((item) => item.status !== "draft").length,
    );
    expect(data.archiveCount.count).toBeGreaterThanOrEqual(40);
    expect(data.archive).toHaveLength(10);
    const years = data.archive.map((item) => item.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(data.products.length).toBeGreaterThanOrEqual(3);
    expect(data.info.length).toBeGreaterThanOrEqual(3);
    expect(data.jobs).toEqual([]);
  });

  it("serves Markdown fields as rich-text trees, parsed at build time", async () => {
    const result = await content<{
      page: { content: { __typename: string; body?: { type: string; children: unknown[] } }[] };
      infoPage: { sections: { items: { title: string; body: unknown }[] }[] };
      studioSetup: { contact: { body: unknown } };
    }>(/* GraphQL */ `{
      page(filter: { slug: { eq: "cookie-policy" } }) {
        content { __typename ... on TextBlock { body } }
      }
      infoPage(filter: { slug: { eq: "copyright" } }) { sections { items { title body } } }
      studioSetup { contact { body } }
    }`);
    expect(result.errors).toBeUndefined();
    const policy = result.data?.page.content[0]?.body;
    expect(policy?.type).toBe("root");
    // The cookie policy holds '##' headings and a GFM table; nothing keeps a source position.
    expect(policy?.children).toContainEqual(expect.objectContaining({ type: "heading", depth: 2 }));
    expect(policy?.children).toContainEqual(expect.objectContaining({ type: "table" }));
    expect(JSON.stringify(result.data)).not.toContain('"position"');
    const items = result.data?.infoPage.sections.flatMap((section) => section.items) ?? [];
    expect(JSON.stringify(items)).toContain(
      JSON.stringify({
        type: "link",
        url: "mailto:hello@meridian.example",
        title: null,
        children: [{ type: "text", value: "hello@meridian.example" }],
      }),
    );
    expect(result.data?.studioSetup.contact.body).toEqual(store.studio.setup.contact.body);
  });

  it("gives null for unknown slugs of every kind", async () => {
    const result = await content<Record<string, unknown>>(/* GraphQL */ `{
      customFont(filter: { slug: { eq: "nope" } }) { slug }
      modifiedFont(filter: { slug: { eq: "nope" } }) { slug }
      caseStudy(filter: { slug: { eq: "nope" } }) { slug }
      page(filter: { slug: { eq: "nope" } }) { slug }
      infoPage(filter: { slug: { eq: "nope" } }) { slug }
      product(filter: { slug: { eq: "nope" } }) { slug }
      studioWork(filter: { slug: { eq: "nope" } }) { slug }
      studioPage(filter: { slug: { eq: "nope" } }) { slug }
      pageSeo(page: "nope") { title }
    }`);
    expect(result.errors).toBeUndefined();
    expect(Object.values(result.data ?? {})).toEqual(Array(9).fill(null));
  });
});
