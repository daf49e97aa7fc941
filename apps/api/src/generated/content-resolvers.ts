import type { GraphQLResolveInfo } from 'graphql';
import type { ServedFont, ServedFontStyle, ImageAsset, ServedClientFont, ServedCaseStudy, ServedFontInUse, ServedInfoPage, ServedPage, ServedProduct, ServedStudioWork, ServedArchiveItem, ServedStudioPage, ServedSiteSetup, ServedStudioSetup, ServedLauncherSetup, ServedSampleTypetester, ServedPlaygroundSample, ServedPairing, ServedCollaborationPage, ServedBlock, ServedBlockOf, ServedStudioIndex, ServedInstance } from '../content/served-types';
import type { ContentContext } from '../content/content-context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type AnimatedAxis = {
  __typename?: 'AnimatedAxis';
  axisTag: Scalars['String']['output'];
  from: Scalars['Float']['output'];
  to: Scalars['Float']['output'];
};

export type ArchiveItem = {
  __typename?: 'ArchiveItem';
  _publishedAt: Scalars['String']['output'];
  _status: ItemStatus;
  _updatedAt: Scalars['String']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image: Image;
  medium: Scalars['String']['output'];
  title: Scalars['String']['output'];
  year: Scalars['Int']['output'];
};

export type Axis = {
  __typename?: 'Axis';
  axisTag: Scalars['String']['output'];
  defaultValue: Scalars['Float']['output'];
  maxValue: Scalars['Float']['output'];
  minValue: Scalars['Float']['output'];
  name: Scalars['String']['output'];
};

export type AxisCoordinate = {
  __typename?: 'AxisCoordinate';
  axisTag: Scalars['String']['output'];
  value: Scalars['Float']['output'];
};

export type BooleanFilter = {
  eq?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ButtonBlock = {
  __typename?: 'ButtonBlock';
  buttonText: Scalars['String']['output'];
  linkHref: Scalars['String']['output'];
  mobileTextOverride?: Maybe<Scalars['String']['output']>;
};

export type CarouselBlock = {
  __typename?: 'CarouselBlock';
  images: Array<Image>;
};

export type CaseStudy = {
  __typename?: 'CaseStudy';
  _publishedAt: Scalars['String']['output'];
  _status: ItemStatus;
  _updatedAt: Scalars['String']['output'];
  clientName: Scalars['String']['output'];
  content: Array<ContentBlock>;
  id: Scalars['ID']['output'];
  indexImage: Image;
  indexText: Scalars['String']['output'];
  seo?: Maybe<Seo>;
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type Classification = {
  __typename?: 'Classification';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type ClientFont = {
  __typename?: 'ClientFont';
  _publishedAt: Scalars['String']['output'];
  _status: ItemStatus;
  _updatedAt: Scalars['String']['output'];
  clientName: Scalars['String']['output'];
  content: Array<ContentBlock>;
  id: Scalars['ID']['output'];
  indexImage: Image;
  indexText: Scalars['String']['output'];
  seo?: Maybe<Seo>;
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type CollaborationPage = {
  __typename?: 'CollaborationPage';
  content: Array<ContentBlock>;
  designerName: Scalars['String']['output'];
  designerProfileImage: Image;
  designerText: Scalars['String']['output'];
  featuredImage: Image;
  fontName: Scalars['String']['output'];
  inspiration: Scalars['String']['output'];
  interview: Array<InterviewItem>;
  introText: Scalars['String']['output'];
};

/** The count of a collection under a filter. */
export type CollectionMetadata = {
  __typename?: 'CollectionMetadata';
  count: Scalars['Int']['output'];
};

/** A content block (spec 3, the block table). */
export type ContentBlock = ButtonBlock | CarouselBlock | GlyphTableBlock | ImageBlock | ImageGridBlock | MasonryGridBlock | MoreGoodsBlock | QuoteBlock | SectionBlock | SplitTextBlock | TableBlock | TextAndListBlock | TextBlock | TiledContentBlock | TiledImageBlock | VideoBlock;

export type ContentSite = {
  __typename?: 'ContentSite';
  builtAt: Scalars['String']['output'];
  environment: Scalars['String']['output'];
};

export type CurrencySetup = {
  __typename?: 'CurrencySetup';
  currency: Scalars['String']['output'];
  exchangeRate: Scalars['Float']['output'];
  rounding: Scalars['Int']['output'];
};

export type FocalPoint = {
  __typename?: 'FocalPoint';
  x: Scalars['Float']['output'];
  y: Scalars['Float']['output'];
};

export type Font = {
  __typename?: 'Font';
  _publishedAt: Scalars['String']['output'];
  _status: ItemStatus;
  _updatedAt: Scalars['String']['output'];
  autoplayAxes: Array<Scalars['String']['output']>;
  awards?: Maybe<Scalars['String']['output']>;
  axes: Array<Axis>;
  backgroundColour: Scalars['String']['output'];
  baseName: Scalars['String']['output'];
  body?: Maybe<Scalars['String']['output']>;
  borderColour: Scalars['String']['output'];
  characterCount: Scalars['Int']['output'];
  /** Fonts whose parent is this font. */
  childFonts: Array<Font>;
  classification: Classification;
  collaboration: Scalars['Boolean']['output'];
  collaborationPage?: Maybe<CollaborationPage>;
  designer: Scalars['String']['output'];
  familyDiscount: Scalars['Float']['output'];
  featuredFontInUse?: Maybe<FontInUse>;
  fontsInUse: Array<FontInUse>;
  foregroundColour: Scalars['String']['output'];
  glyphCount: Scalars['Int']['output'];
  glyphs: Array<Glyph>;
  hidden: Scalars['Boolean']['output'];
  hoverColour: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  initialSize: Scalars['Float']['output'];
  initialSizeMobile: Scalars['Float']['output'];
  initialStyle: Scalars['String']['output'];
  initialText: Scalars['String']['output'];
  initialTracking: Scalars['Float']['output'];
  initialTrackingMobile: Scalars['Float']['output'];
  instances: Array<Instance>;
  /** Markdown. */
  intro: Scalars['String']['output'];
  languages: Array<Language>;
  metrics: Metrics;
  name: Scalars['String']['output'];
  nameMetadata: NameMetadata;
  new: Scalars['Boolean']['output'];
  opentypeFeatures: Array<OpentypeFeature>;
  pairing?: Maybe<Pairing>;
  parentFont?: Maybe<Font>;
  playground: Scalars['Boolean']['output'];
  playgroundPage?: Maybe<PlaygroundPage>;
  position: Scalars['Int']['output'];
  /** Null when no price is set: the sites show 'Price not set'. */
  pricePerStyleGbp?: Maybe<Scalars['Float']['output']>;
  referenceFont?: Maybe<Font>;
  release?: Maybe<Scalars['String']['output']>;
  sampleTypetesters: Array<SampleTypetester>;
  /** Linked fonts for other scripts, with their styles. */
  scripts: Array<Font>;
  seo?: Maybe<Seo>;
  slug: Scalars['String']['output'];
  specimen?: Maybe<Image>;
  styles: Array<FontStyle>;
  topImage: Image;
  topImageMobile?: Maybe<Image>;
};

export type FontFilter = {
  classification?: InputMaybe<LinkFilter>;
  collaboration?: InputMaybe<BooleanFilter>;
  hidden?: InputMaybe<BooleanFilter>;
  id?: InputMaybe<IdFilter>;
  new?: InputMaybe<BooleanFilter>;
  parentFont?: InputMaybe<LinkFilter>;
  playground?: InputMaybe<BooleanFilter>;
  slug?: InputMaybe<StringFilter>;
};

export type FontInUse = {
  __typename?: 'FontInUse';
  _publishedAt: Scalars['String']['output'];
  _status: ItemStatus;
  _updatedAt: Scalars['String']['output'];
  categories: Array<FontsInUseCategory>;
  fonts: Array<Font>;
  fontsInUseUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image: Image;
  projectName: Scalars['String']['output'];
};

export type FontOrderBy =
  | '_publishedAt_ASC'
  | '_publishedAt_DESC'
  | 'name_ASC'
  | 'name_DESC'
  | 'position_ASC'
  | 'position_DESC';

export type FontStyle = {
  __typename?: 'FontStyle';
  _publishedAt: Scalars['String']['output'];
  _updatedAt: Scalars['String']['output'];
  defaultStyle: Scalars['Boolean']['output'];
  /** Path of the style's WOFF2 on the API host (spec 7.4). */
  fileUrl: Scalars['String']['output'];
  /** The CSS family name of this style's @font-face. */
  fontFamily: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  italic: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  variable: Scalars['Boolean']['output'];
  weightClass: Scalars['Int']['output'];
  width: Width;
};

export type FontsInUseCategory = {
  __typename?: 'FontsInUseCategory';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type FontsInUseFilter = {
  categories?: InputMaybe<LinksFilter>;
  fonts?: InputMaybe<LinksFilter>;
};

export type Glyph = {
  __typename?: 'Glyph';
  category: Scalars['String']['output'];
  character?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  unicodes: Array<Scalars['Int']['output']>;
};

export type GlyphTableBlock = {
  __typename?: 'GlyphTableBlock';
  characters?: Maybe<Scalars['String']['output']>;
  /** Null when the font is not visible in this environment (a draft seen from main). */
  font?: Maybe<Font>;
  style?: Maybe<Scalars['String']['output']>;
};

export type IdFilter = {
  eq?: InputMaybe<Scalars['ID']['input']>;
  in?: InputMaybe<Array<Scalars['ID']['input']>>;
  neq?: InputMaybe<Scalars['ID']['input']>;
};

/** A generated image. `url` is a path on the API host; `responsiveImage` sizes and crops it. */
export type Image = {
  __typename?: 'Image';
  alt: Scalars['String']['output'];
  backgroundColour: Scalars['String']['output'];
  blurDataUrl: Scalars['String']['output'];
  focalPoint: FocalPoint;
  format: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  responsiveImage: ResponsiveImage;
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};


/** A generated image. `url` is a path on the API host; `responsiveImage` sizes and crops it. */
export type ImageResponsiveImageArgs = {
  imgixParams?: InputMaybe<ImageParams>;
};

export type ImageBlock = {
  __typename?: 'ImageBlock';
  caption?: Maybe<Scalars['String']['output']>;
  /** The slug of the case study this image links to. */
  caseStudy?: Maybe<Scalars['String']['output']>;
  fullBleed: Scalars['Boolean']['output'];
  image: Image;
};

export type ImageGridBlock = {
  __typename?: 'ImageGridBlock';
  columns: Scalars['Int']['output'];
  images: Array<Image>;
};

/** Width and height in px; with both, the image is cropped around its focal point. */
export type ImageParams = {
  h?: InputMaybe<Scalars['Int']['input']>;
  w?: InputMaybe<Scalars['Int']['input']>;
};

export type InfoItem = {
  __typename?: 'InfoItem';
  /** Markdown. */
  body: Scalars['String']['output'];
  showInIndex: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
};

export type InfoPage = {
  __typename?: 'InfoPage';
  _publishedAt: Scalars['String']['output'];
  _status: ItemStatus;
  _updatedAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  intro?: Maybe<Scalars['String']['output']>;
  sections: Array<InfoSection>;
  seo?: Maybe<Seo>;
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type InfoSection = {
  __typename?: 'InfoSection';
  heading: Scalars['String']['output'];
  items: Array<InfoItem>;
};

export type Instance = {
  __typename?: 'Instance';
  coordinates: Array<AxisCoordinate>;
  name: Scalars['String']['output'];
};

export type InterviewItem = {
  __typename?: 'InterviewItem';
  /** Markdown. */
  answer: Scalars['String']['output'];
  question: Scalars['String']['output'];
};

/** Spec 4.8: item status. */
export type ItemStatus =
  | 'draft'
  | 'published'
  | 'updated';

export type Language = {
  __typename?: 'Language';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type LauncherLink = {
  __typename?: 'LauncherLink';
  darkImage: Image;
  description: Scalars['String']['output'];
  label: Scalars['String']['output'];
  lightImage: Image;
};

export type LauncherSetup = {
  __typename?: 'LauncherSetup';
  foundry: LauncherLink;
  seo: Seo;
  studio: LauncherLink;
  title: Scalars['String']['output'];
};

/** `exists: false` matches items without a link; `eq` matches one linked id. */
export type LinkFilter = {
  eq?: InputMaybe<Scalars['ID']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Matches items linking to any of the ids. */
export type LinksFilter = {
  anyIn?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type MasonryGridBlock = {
  __typename?: 'MasonryGridBlock';
  images: Array<Image>;
};

export type Metrics = {
  __typename?: 'Metrics';
  ascender: Scalars['Int']['output'];
  capHeight: Scalars['Int']['output'];
  descender: Scalars['Int']['output'];
  italicAngle: Scalars['Float']['output'];
  lineGap: Scalars['Int']['output'];
  underlinePosition: Scalars['Int']['output'];
  underlineThickness: Scalars['Int']['output'];
  unitsPerEm: Scalars['Int']['output'];
  xHeight: Scalars['Int']['output'];
};

export type MoreGoodsBlock = {
  __typename?: 'MoreGoodsBlock';
  heading: Scalars['String']['output'];
  products: Array<Product>;
};

export type NameMetadata = {
  __typename?: 'NameMetadata';
  copyright?: Maybe<Scalars['String']['output']>;
  designer?: Maybe<Scalars['String']['output']>;
  familyName: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  license?: Maybe<Scalars['String']['output']>;
  licenseUrl?: Maybe<Scalars['String']['output']>;
  manufacturer?: Maybe<Scalars['String']['output']>;
  postscriptName: Scalars['String']['output'];
  subfamilyName: Scalars['String']['output'];
  version?: Maybe<Scalars['String']['output']>;
};

export type OpentypeFeature = {
  __typename?: 'OpentypeFeature';
  name: Scalars['String']['output'];
  unicodeTag: Scalars['String']['output'];
};

export type Page = {
  __typename?: 'Page';
  _publishedAt: Scalars['String']['output'];
  _status: ItemStatus;
  _updatedAt: Scalars['String']['output'];
  content: Array<ContentBlock>;
  id: Scalars['ID']['output'];
  seo?: Maybe<Seo>;
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type Pairing = {
  __typename?: 'Pairing';
  body: PairingSettings;
  headline: PairingSettings;
  pairedFonts: Array<Font>;
  pairingBodyText: Scalars['String']['output'];
  pairingHeadlineText: Scalars['String']['output'];
  rtl: Scalars['Boolean']['output'];
};

export type PairingSettings = {
  __typename?: 'PairingSettings';
  leading: Scalars['Float']['output'];
  mobileLeading?: Maybe<Scalars['Float']['output']>;
  mobileSize?: Maybe<Scalars['Float']['output']>;
  mobileTracking?: Maybe<Scalars['Float']['output']>;
  size: Scalars['Float']['output'];
  style: Scalars['String']['output'];
  tracking: Scalars['Float']['output'];
};

export type PlaygroundPage = {
  __typename?: 'PlaygroundPage';
  fontName: Scalars['String']['output'];
  samples: Array<PlaygroundSample>;
};

export type PlaygroundSample = {
  __typename?: 'PlaygroundSample';
  animateAxes: Array<AnimatedAxis>;
  animationDuration: Scalars['Float']['output'];
  animationEasing: Scalars['String']['output'];
  animationTrigger: Scalars['String']['output'];
  backgroundColour: Scalars['String']['output'];
  foregroundColour: Scalars['String']['output'];
  leading: Scalars['Float']['output'];
  mobileLeading?: Maybe<Scalars['Float']['output']>;
  mobileSize?: Maybe<Scalars['Float']['output']>;
  mobileTracking?: Maybe<Scalars['Float']['output']>;
  opentypeFeatures: Array<OpentypeFeature>;
  size: Scalars['Float']['output'];
  style: Scalars['String']['output'];
  text: Scalars['String']['output'];
  tracking: Scalars['Float']['output'];
  weight?: Maybe<Scalars['Int']['output']>;
};

export type Product = {
  __typename?: 'Product';
  _publishedAt: Scalars['String']['output'];
  _status: ItemStatus;
  _updatedAt: Scalars['String']['output'];
  /** Markdown. */
  description: Scalars['String']['output'];
  details: Array<ProductDetail>;
  fixedCostEuGbp: Scalars['Float']['output'];
  fixedCostRowGbp: Scalars['Float']['output'];
  fixedCostUkGbp: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  images: Array<Image>;
  indexImages: Array<Image>;
  moreGoodsImage: Image;
  name: Scalars['String']['output'];
  priceGbp: Scalars['Float']['output'];
  seo: ProductSeo;
  size: ProductSize;
  slug: Scalars['String']['output'];
  taxCategory: TaxCategory;
  variants: Array<ProductVariant>;
  variantsName?: Maybe<Scalars['String']['output']>;
};

export type ProductDetail = {
  __typename?: 'ProductDetail';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type ProductSeo = {
  __typename?: 'ProductSeo';
  description: Scalars['String']['output'];
};

export type ProductSize = {
  __typename?: 'ProductSize';
  heightCm: Scalars['Float']['output'];
  lengthCm: Scalars['Float']['output'];
  weightKg: Scalars['Float']['output'];
  widthCm: Scalars['Float']['output'];
};

export type ProductVariant = {
  __typename?: 'ProductVariant';
  id: Scalars['ID']['output'];
  priceGbp: Scalars['Float']['output'];
  variantName: Scalars['String']['output'];
};

/**
 * The content service (spec 7.3): read-only, bearer token, the headless-CMS naming of DESIGN 5.2 —
 * `allX(filter, orderBy, first, skip)`, `_allXMeta(filter) { count }`, `x(filter: { slug: { eq } })`.
 * The `main` environment serves published and updated items; `preview` also serves drafts.
 */
export type Query = {
  __typename?: 'Query';
  _allArchiveItemsMeta: CollectionMetadata;
  _allFontsInUseMeta: CollectionMetadata;
  _allFontsMeta: CollectionMetadata;
  _allHomepageFontsMeta: CollectionMetadata;
  _allStudioWorksMeta: CollectionMetadata;
  /** The build the service answers from. */
  _site: ContentSite;
  /** The archive, newest first. */
  allArchiveItems: Array<ArchiveItem>;
  allCaseStudies: Array<CaseStudy>;
  allClassifications: Array<Classification>;
  allCollaborationFonts: Array<Font>;
  allCustomFonts: Array<ClientFont>;
  allFonts: Array<Font>;
  allFontsInUse: Array<FontInUse>;
  allFontsInUseCategories: Array<FontsInUseCategory>;
  /** The home page's fonts in the site setup's order. */
  allHomepageFonts: Array<Font>;
  allInfoPages: Array<InfoPage>;
  allModifiedFonts: Array<ClientFont>;
  allOpentypeFeatures: Array<OpentypeFeature>;
  allPages: Array<Page>;
  allProducts: Array<Product>;
  allStudioPages: Array<StudioPage>;
  allStudioWorks: Array<StudioWork>;
  /** Upload jobs of the font files in this build (spec 4.8). */
  allUploadJobs: Array<UploadJob>;
  allWorkCategories: Array<WorkCategory>;
  caseStudy?: Maybe<CaseStudy>;
  /** A collaboration font by slug; null unless the font is a collaboration. */
  collaborationFont?: Maybe<Font>;
  customFont?: Maybe<ClientFont>;
  font?: Maybe<Font>;
  infoPage?: Maybe<InfoPage>;
  launcherSetup: LauncherSetup;
  modifiedFont?: Maybe<ClientFont>;
  page?: Maybe<Page>;
  /** SEO of an index page, by its key ('fonts', 'playground', ...). */
  pageSeo?: Maybe<Seo>;
  /** A playground font by slug (spec 7.3); null unless the font is in the playground. */
  playgroundFont?: Maybe<Font>;
  product?: Maybe<Product>;
  siteSetup: SiteSetup;
  studioPage?: Maybe<StudioPage>;
  studioSetup: StudioSetup;
  studioWork?: Maybe<StudioWork>;
};


/**
 * The content service (spec 7.3): read-only, bearer token, the headless-CMS naming of DESIGN 5.2 —
 * `allX(filter, orderBy, first, skip)`, `_allXMeta(filter) { count }`, `x(filter: { slug: { eq } })`.
 * The `main` environment serves published and updated items; `preview` also serves drafts.
 */
export type Query_AllFontsInUseMetaArgs = {
  filter?: InputMaybe<FontsInUseFilter>;
};


/**
 * The content service (spec 7.3): read-only, bearer token, the headless-CMS naming of DESIGN 5.2 —
 * `allX(filter, orderBy, first, skip)`, `_allXMeta(filter) { count }`, `x(filter: { slug: { eq } })`.
 * The `main` environment serves published and updated items; `preview` also serves drafts.
 */
export type Query_AllFontsMetaArgs = {
  filter?: InputMaybe<FontFilter>;
};


/**
 * The content service (spec 7.3): read-only, bearer token, the headless-CMS naming of DESIGN 5.2 —
 * `allX(filter, orderBy, first, skip)`, `_allXMeta(filter) { count }`, `x(filter: { slug: { eq } })`.
 * The `main` environment serves published and updated items; `preview` also serves drafts.
 */
export type Query_AllStudioWorksMetaArgs = {
  filter?: InputMaybe<StudioWorkFilter>;
};


/**
 * The content service (spec 7.3): read-only, bearer token, the headless-CMS naming of DESIGN 5.2 —
 * `allX(filter, orderBy, first, skip)`, `_allXMeta(filter) { count }`, `x(filter: { slug: { eq } })`.
 * The `main` environment serves published and updated items; `preview` also serves drafts.
 */
export type QueryAllArchiveItemsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The content service (spec 7.3): read-only, bearer token, the headless-CMS naming of DESIGN 5.2 —
 * `allX(filter, orderBy, first, skip)`, `_allXMeta(filter) { count }`, `x(filter: { slug: { eq } })`.
 * The `main` environment serves published and updated items; `preview` also serves drafts.
 */
export type QueryAllCaseStudiesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The content service (spec 7.3): read-only, bearer token, the headless-CMS naming of DESIGN 5.2 —
 * `allX(filter, orderBy, first, skip)`, `_allXMeta(filter) { count }`, `x(filter: { slug: { eq } })`.
 * The `main` environment serves published and updated items; `preview` also serves drafts.
 */
export type QueryAllCollaborationFontsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The content service (spec 7.3): read-only, bearer token, the headless-CMS naming of DESIGN 5.2 —
 * `allX(filter, orderBy, first, skip)`, `_allXMeta(filter) { count }`, `x(filter: { slug: { eq } })`.
 * The `main` environment serves published and updated items; `preview` also serves drafts.
 */
export type QueryAllCustomFontsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The content service (spec 7.3): read-only, bearer token, the headless-CMS naming of DESIGN 5.2 —
 * `allX(filter, orderBy, first, skip)`, `_allXMeta(filter) { count }`, `x(filter: { slug: { eq } })`.
 * The `main` environment serves published and updated items; `preview` also serves drafts.
 */
export type QueryAllFontsArgs = {
  filter?: InputMaybe<FontFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<FontOrderBy>>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The content service (spec 7.3): read-only, bearer token, the headless-CMS naming of DESIGN 5.2 —
 * `allX(filter, orderBy, first, skip)`, `_allXMeta(filter) { count }`, `x(filter: { slug: { eq } })`.
 * The `main` environment serves published and updated items; `preview` also serves drafts.
 */
export type QueryAllFontsInUseArgs = {
  filter?: InputMaybe<FontsInUseFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The content service (spec 7.3): read-only, bearer token, the headless-CMS naming of DESIGN 5.2 —
 * `allX(filter, orderBy, first, skip)`, `_allXMeta(filter) { count }`, `x(filter: { slug: { eq } })`.
 * The `main` environment serves published and updated items; `preview` also serves drafts.
 */
export type QueryAllHomepageFontsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The content service (spec 7.3): read-only, bearer token, the headless-CMS naming of DESIGN 5.2 —
 * `allX(filter, orderBy, first, skip)`, `_allXMeta(filter) { count }`, `x(filter: { slug: { eq } })`.
 * The `main` environment serves published and updated items; `preview` also serves drafts.
 */
export type QueryAllModifiedFontsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The content service (spec 7.3): read-only, bearer token, the headless-CMS naming of DESIGN 5.2 —
 * `allX(filter, orderBy, first, skip)`, `_allXMeta(filter) { count }`, `x(filter: { slug: { eq } })`.
 * The `main` environment serves published and updated items; `preview` also serves drafts.
 */
export type QueryAllProductsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The content service (spec 7.3): read-only, bearer token, the headless-CMS naming of DESIGN 5.2 —
 * `allX(filter, orderBy, first, skip)`, `_allXMeta(filter) { count }`, `x(filter: { slug: { eq } })`.
 * The `main` environment serves published and updated items; `preview` also serves drafts.
 */
export type QueryAllStudioWorksArgs = {
  filter?: InputMaybe<StudioWorkFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The content service (spec 7.3): read-only, bearer token, the headless-CMS naming of DESIGN 5.2 —
 * `allX(filter, orderBy, first, skip)`, `_allXMeta(filter) { count }`, `x(filter: { slug: { eq } })`.
 * The `main` environment serves published and updated items; `preview` also serves drafts.
 */
export type QueryAllUploadJobsArgs = {
  filter?: InputMaybe<UploadJobFilter>;
};


/**
 * The content service (spec 7.3): read-only, bearer token, the headless-CMS naming of DESIGN 5.2 —
 * `allX(filter, orderBy, first, skip)`, `_allXMeta(filter) { count }`, `x(filter: { slug: { eq } })`.
 * The `main` environment serves published and updated items; `preview` also serves drafts.
 */
export type QueryCaseStudyArgs = {
  filter?: InputMaybe<SlugFilter>;
};


/**
 * The content service (spec 7.3): read-only, bearer token, the headless-CMS naming of DESIGN 5.2 —
 * `allX(filter, orderBy, first, skip)`, `_allXMeta(filter) { count }`, `x(filter: { slug: { eq } })`.
 * The `main` environment serves published and updated items; `preview` also serves drafts.
 */
export type QueryCollaborationFontArgs = {
  filter?: InputMaybe<SlugFilter>;
};


/**
 * The content service (spec 7.3): read-only, bearer token, the headless-CMS naming of DESIGN 5.2 —
 * `allX(filter, orderBy, first, skip)`, `_allXMeta(filter) { count }`, `x(filter: { slug: { eq } })`.
 * The `main` environment serves published and updated items; `preview` also serves drafts.
 */
export type QueryCustomFontArgs = {
  filter?: InputMaybe<SlugFilter>;
};


/**
 * The content service (spec 7.3): read-only, bearer token, the headless-CMS naming of DESIGN 5.2 —
 * `allX(filter, orderBy, first, skip)`, `_allXMeta(filter) { count }`, `x(filter: { slug: { eq } })`.
 * The `main` environment serves published and updated items; `preview` also serves drafts.
 */
export type QueryFontArgs = {
  filter?: InputMaybe<FontFilter>;
};


/**
 * The content service (spec 7.3): read-only, bearer token, the headless-CMS naming of DESIGN 5.2 —
 * `allX(filter, orderBy, first, skip)`, `_allXMeta(filter) { count }`, `x(filter: { slug: { eq } })`.
 * The `main` environment serves published and updated items; `preview` also serves drafts.
 */
export type QueryInfoPageArgs = {
  filter?: InputMaybe<SlugFilter>;
};


/**
 * The content service (spec 7.3): read-only, bearer token, the headless-CMS naming of DESIGN 5.2 —
 * `allX(filter, orderBy, first, skip)`, `_allXMeta(filter) { count }`, `x(filter: { slug: { eq } })`.
 * The `main` environment serves published and updated items; `preview` also serves drafts.
 */
export type QueryModifiedFontArgs = {
  filter?: InputMaybe<SlugFilter>;
};


/**
 * The content service (spec 7.3): read-only, bearer token, the headless-CMS naming of DESIGN 5.2 —
 * `allX(filter, orderBy, first, skip)`, `_allXMeta(filter) { count }`, `x(filter: { slug: { eq } })`.
 * The `main` environment serves published and updated items; `preview` also serves drafts.
 */
export type QueryPageArgs = {
  filter?: InputMaybe<SlugFilter>;
};


/**
 * The content service (spec 7.3): read-only, bearer token, the headless-CMS naming of DESIGN 5.2 —
 * `allX(filter, orderBy, first, skip)`, `_allXMeta(filter) { count }`, `x(filter: { slug: { eq } })`.
 * The `main` environment serves published and updated items; `preview` also serves drafts.
 */
export type QueryPageSeoArgs = {
  page: Scalars['String']['input'];
};


/**
 * The content service (spec 7.3): read-only, bearer token, the headless-CMS naming of DESIGN 5.2 —
 * `allX(filter, orderBy, first, skip)`, `_allXMeta(filter) { count }`, `x(filter: { slug: { eq } })`.
 * The `main` environment serves published and updated items; `preview` also serves drafts.
 */
export type QueryPlaygroundFontArgs = {
  filter?: InputMaybe<SlugFilter>;
};


/**
 * The content service (spec 7.3): read-only, bearer token, the headless-CMS naming of DESIGN 5.2 —
 * `allX(filter, orderBy, first, skip)`, `_allXMeta(filter) { count }`, `x(filter: { slug: { eq } })`.
 * The `main` environment serves published and updated items; `preview` also serves drafts.
 */
export type QueryProductArgs = {
  filter?: InputMaybe<SlugFilter>;
};


/**
 * The content service (spec 7.3): read-only, bearer token, the headless-CMS naming of DESIGN 5.2 —
 * `allX(filter, orderBy, first, skip)`, `_allXMeta(filter) { count }`, `x(filter: { slug: { eq } })`.
 * The `main` environment serves published and updated items; `preview` also serves drafts.
 */
export type QueryStudioPageArgs = {
  filter?: InputMaybe<SlugFilter>;
};


/**
 * The content service (spec 7.3): read-only, bearer token, the headless-CMS naming of DESIGN 5.2 —
 * `allX(filter, orderBy, first, skip)`, `_allXMeta(filter) { count }`, `x(filter: { slug: { eq } })`.
 * The `main` environment serves published and updated items; `preview` also serves drafts.
 */
export type QueryStudioWorkArgs = {
  filter?: InputMaybe<SlugFilter>;
};

export type QuoteBlock = {
  __typename?: 'QuoteBlock';
  attribution: Scalars['String']['output'];
  quote: Scalars['String']['output'];
};

export type ResponsiveImage = {
  __typename?: 'ResponsiveImage';
  alt: Scalars['String']['output'];
  aspectRatio: Scalars['Float']['output'];
  base64: Scalars['String']['output'];
  bgColor: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  sizes: Scalars['String']['output'];
  src: Scalars['String']['output'];
  srcSet: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type SampleTypetester = {
  __typename?: 'SampleTypetester';
  leading: Scalars['Float']['output'];
  mobileLeading?: Maybe<Scalars['Float']['output']>;
  mobileSize?: Maybe<Scalars['Float']['output']>;
  mobileTracking?: Maybe<Scalars['Float']['output']>;
  opentypeFeatures: Array<OpentypeFeature>;
  rtl: Scalars['Boolean']['output'];
  size: Scalars['Float']['output'];
  style: Scalars['String']['output'];
  text: Scalars['String']['output'];
  textType: Scalars['String']['output'];
  tracking: Scalars['Float']['output'];
};

export type SectionBlock = {
  __typename?: 'SectionBlock';
  /** The heading as an anchor id, e.g. 'logos' for /services#logos. */
  anchor: Scalars['String']['output'];
  backgroundColour?: Maybe<Scalars['String']['output']>;
  collectionUrl?: Maybe<Scalars['String']['output']>;
  heading: Scalars['String']['output'];
};

export type Seo = {
  __typename?: 'Seo';
  description: Scalars['String']['output'];
  image?: Maybe<Image>;
  noIndex: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
};

export type ShopSetup = {
  __typename?: 'ShopSetup';
  currencies: Array<CurrencySetup>;
  freeShippingOverGbp: Scalars['Float']['output'];
  overLimitGbp: Scalars['Float']['output'];
};

export type SiteSetup = {
  __typename?: 'SiteSetup';
  brand: Scalars['String']['output'];
  collaborationLabel: Scalars['String']['output'];
  collaborationPrefix: Scalars['String']['output'];
  email: Scalars['String']['output'];
  footerText?: Maybe<Scalars['String']['output']>;
  goodsShopUrl: Scalars['String']['output'];
  homepageFont?: Maybe<Font>;
  /** Logo images drawn from the catalogue fonts (the spec's brand-named list). */
  logos: Array<Image>;
  photoNetwork: SocialLink;
  professionalNetwork: SocialLink;
  shop: ShopSetup;
  studioAddress: Array<Scalars['String']['output']>;
};

export type SlugFilter = {
  id?: InputMaybe<IdFilter>;
  slug?: InputMaybe<StringFilter>;
};

export type SocialLink = {
  __typename?: 'SocialLink';
  label: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type SplitTextBlock = {
  __typename?: 'SplitTextBlock';
  left: Scalars['String']['output'];
  right: Scalars['String']['output'];
};

export type StringFilter = {
  eq?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<Scalars['String']['input']>>;
  neq?: InputMaybe<Scalars['String']['input']>;
};

export type StudioAbout = {
  __typename?: 'StudioAbout';
  content: Array<ContentBlock>;
  title: Scalars['String']['output'];
};

export type StudioContact = {
  __typename?: 'StudioContact';
  body: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type StudioIndex = {
  __typename?: 'StudioIndex';
  featuredWorks: Array<StudioWork>;
  heading: Scalars['String']['output'];
  /** Markdown. */
  intro: Scalars['String']['output'];
};

export type StudioPage = {
  __typename?: 'StudioPage';
  _publishedAt: Scalars['String']['output'];
  _status: ItemStatus;
  _updatedAt: Scalars['String']['output'];
  content: Array<ContentBlock>;
  id: Scalars['ID']['output'];
  seo?: Maybe<Seo>;
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type StudioSetup = {
  __typename?: 'StudioSetup';
  about: StudioAbout;
  brand: Scalars['String']['output'];
  contact: StudioContact;
  email: Scalars['String']['output'];
  index: StudioIndex;
  seo: Seo;
  showContactLink: Scalars['Boolean']['output'];
  showCopyright: Scalars['Boolean']['output'];
  socialLinks: Array<SocialLink>;
};

export type StudioWork = {
  __typename?: 'StudioWork';
  _publishedAt: Scalars['String']['output'];
  _status: ItemStatus;
  _updatedAt: Scalars['String']['output'];
  category: WorkCategory;
  id: Scalars['ID']['output'];
  images: Array<Image>;
  indexImage: Image;
  indexText: Scalars['String']['output'];
  info: Scalars['String']['output'];
  mobileImages: Array<Image>;
  mobileIndexImage?: Maybe<Image>;
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
  year: Scalars['Int']['output'];
};

export type StudioWorkFilter = {
  category?: InputMaybe<LinkFilter>;
};

export type TableBlock = {
  __typename?: 'TableBlock';
  /** Rows of cells; the first row is the header. */
  data: Array<Array<Scalars['String']['output']>>;
};

export type TaxCategory = {
  __typename?: 'TaxCategory';
  name: Scalars['String']['output'];
  providerTaxCode: Scalars['String']['output'];
};

export type TextAndListBlock = {
  __typename?: 'TextAndListBlock';
  body: Scalars['String']['output'];
  heading?: Maybe<Scalars['String']['output']>;
  items: Array<Scalars['String']['output']>;
};

export type TextBlock = {
  __typename?: 'TextBlock';
  /** Markdown. */
  body: Scalars['String']['output'];
  footer?: Maybe<Scalars['String']['output']>;
  heading?: Maybe<Scalars['String']['output']>;
  leftAlign: Scalars['Boolean']['output'];
  narrow: Scalars['Boolean']['output'];
  title?: Maybe<Scalars['String']['output']>;
};

export type TiledContentBlock = {
  __typename?: 'TiledContentBlock';
  contentType: Scalars['String']['output'];
  fillWithRemainingItems: Scalars['Boolean']['output'];
  /** The items chosen first, by slug (or id for fonts in use). */
  items: Array<Scalars['String']['output']>;
  layout: Scalars['String']['output'];
  numberOfRows: Scalars['Int']['output'];
};

export type TiledImageBlock = {
  __typename?: 'TiledImageBlock';
  tiles: Array<Image>;
};

export type UploadJob = {
  __typename?: 'UploadJob';
  cached: Scalars['Boolean']['output'];
  error?: Maybe<Scalars['String']['output']>;
  file: Scalars['String']['output'];
  finishedAt?: Maybe<Scalars['String']['output']>;
  startedAt: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

export type UploadJobFilter = {
  status?: InputMaybe<StringFilter>;
};

export type VideoBlock = {
  __typename?: 'VideoBlock';
  height: Scalars['Int']['output'];
  linkText?: Maybe<Scalars['String']['output']>;
  linkUrl?: Maybe<Scalars['String']['output']>;
  provider: Scalars['String']['output'];
  providerUid: Scalars['String']['output'];
  thumbnail: Image;
  thumbnailUrl: Scalars['String']['output'];
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type Width = {
  __typename?: 'Width';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type WorkCategory = {
  __typename?: 'WorkCategory';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AnimatedAxis: ResolverTypeWrapper<AnimatedAxis>;
  ArchiveItem: ResolverTypeWrapper<ServedArchiveItem>;
  Axis: ResolverTypeWrapper<Axis>;
  AxisCoordinate: ResolverTypeWrapper<AxisCoordinate>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BooleanFilter: BooleanFilter;
  ButtonBlock: ResolverTypeWrapper<ButtonBlock>;
  CarouselBlock: ResolverTypeWrapper<Omit<CarouselBlock, 'images'> & { images: Array<ResolversTypes['Image']> }>;
  CaseStudy: ResolverTypeWrapper<ServedCaseStudy>;
  Classification: ResolverTypeWrapper<Classification>;
  ClientFont: ResolverTypeWrapper<ServedClientFont>;
  CollaborationPage: ResolverTypeWrapper<ServedCollaborationPage>;
  CollectionMetadata: ResolverTypeWrapper<CollectionMetadata>;
  ContentBlock: ResolverTypeWrapper<ServedBlock>;
  ContentSite: ResolverTypeWrapper<ContentSite>;
  CurrencySetup: ResolverTypeWrapper<CurrencySetup>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FocalPoint: ResolverTypeWrapper<FocalPoint>;
  Font: ResolverTypeWrapper<ServedFont>;
  FontFilter: FontFilter;
  FontInUse: ResolverTypeWrapper<ServedFontInUse>;
  FontOrderBy: FontOrderBy;
  FontStyle: ResolverTypeWrapper<ServedFontStyle>;
  FontsInUseCategory: ResolverTypeWrapper<FontsInUseCategory>;
  FontsInUseFilter: FontsInUseFilter;
  Glyph: ResolverTypeWrapper<Glyph>;
  GlyphTableBlock: ResolverTypeWrapper<ServedBlockOf<'glyphTable'>>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IdFilter: IdFilter;
  Image: ResolverTypeWrapper<ImageAsset>;
  ImageBlock: ResolverTypeWrapper<Omit<ImageBlock, 'image'> & { image: ResolversTypes['Image'] }>;
  ImageGridBlock: ResolverTypeWrapper<Omit<ImageGridBlock, 'images'> & { images: Array<ResolversTypes['Image']> }>;
  ImageParams: ImageParams;
  InfoItem: ResolverTypeWrapper<InfoItem>;
  InfoPage: ResolverTypeWrapper<ServedInfoPage>;
  InfoSection: ResolverTypeWrapper<InfoSection>;
  Instance: ResolverTypeWrapper<ServedInstance>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InterviewItem: ResolverTypeWrapper<InterviewItem>;
  ItemStatus: ItemStatus;
  Language: ResolverTypeWrapper<Language>;
  LauncherLink: ResolverTypeWrapper<Omit<LauncherLink, 'darkImage' | 'lightImage'> & { darkImage: ResolversTypes['Image'], lightImage: ResolversTypes['Image'] }>;
  LauncherSetup: ResolverTypeWrapper<ServedLauncherSetup>;
  LinkFilter: LinkFilter;
  LinksFilter: LinksFilter;
  MasonryGridBlock: ResolverTypeWrapper<Omit<MasonryGridBlock, 'images'> & { images: Array<ResolversTypes['Image']> }>;
  Metrics: ResolverTypeWrapper<Metrics>;
  MoreGoodsBlock: ResolverTypeWrapper<ServedBlockOf<'moreGoods'>>;
  NameMetadata: ResolverTypeWrapper<NameMetadata>;
  OpentypeFeature: ResolverTypeWrapper<OpentypeFeature>;
  Page: ResolverTypeWrapper<ServedPage>;
  Pairing: ResolverTypeWrapper<ServedPairing>;
  PairingSettings: ResolverTypeWrapper<PairingSettings>;
  PlaygroundPage: ResolverTypeWrapper<Omit<PlaygroundPage, 'samples'> & { samples: Array<ResolversTypes['PlaygroundSample']> }>;
  PlaygroundSample: ResolverTypeWrapper<ServedPlaygroundSample>;
  Product: ResolverTypeWrapper<ServedProduct>;
  ProductDetail: ResolverTypeWrapper<ProductDetail>;
  ProductSeo: ResolverTypeWrapper<ProductSeo>;
  ProductSize: ResolverTypeWrapper<ProductSize>;
  ProductVariant: ResolverTypeWrapper<ProductVariant>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuoteBlock: ResolverTypeWrapper<QuoteBlock>;
  ResponsiveImage: ResolverTypeWrapper<ResponsiveImage>;
  SampleTypetester: ResolverTypeWrapper<ServedSampleTypetester>;
  SectionBlock: ResolverTypeWrapper<ServedBlockOf<'section'>>;
  Seo: ResolverTypeWrapper<Omit<Seo, 'image'> & { image?: Maybe<ResolversTypes['Image']> }>;
  ShopSetup: ResolverTypeWrapper<ShopSetup>;
  SiteSetup: ResolverTypeWrapper<ServedSiteSetup>;
  SlugFilter: SlugFilter;
  SocialLink: ResolverTypeWrapper<SocialLink>;
  SplitTextBlock: ResolverTypeWrapper<SplitTextBlock>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  StringFilter: StringFilter;
  StudioAbout: ResolverTypeWrapper<Omit<StudioAbout, 'content'> & { content: Array<ResolversTypes['ContentBlock']> }>;
  StudioContact: ResolverTypeWrapper<StudioContact>;
  StudioIndex: ResolverTypeWrapper<ServedStudioIndex>;
  StudioPage: ResolverTypeWrapper<ServedStudioPage>;
  StudioSetup: ResolverTypeWrapper<ServedStudioSetup>;
  StudioWork: ResolverTypeWrapper<ServedStudioWork>;
  StudioWorkFilter: StudioWorkFilter;
  TableBlock: ResolverTypeWrapper<TableBlock>;
  TaxCategory: ResolverTypeWrapper<TaxCategory>;
  TextAndListBlock: ResolverTypeWrapper<TextAndListBlock>;
  TextBlock: ResolverTypeWrapper<TextBlock>;
  TiledContentBlock: ResolverTypeWrapper<TiledContentBlock>;
  TiledImageBlock: ResolverTypeWrapper<Omit<TiledImageBlock, 'tiles'> & { tiles: Array<ResolversTypes['Image']> }>;
  UploadJob: ResolverTypeWrapper<UploadJob>;
  UploadJobFilter: UploadJobFilter;
  VideoBlock: ResolverTypeWrapper<ServedBlockOf<'video'>>;
  Width: ResolverTypeWrapper<Width>;
  WorkCategory: ResolverTypeWrapper<WorkCategory>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AnimatedAxis: AnimatedAxis;
  ArchiveItem: ServedArchiveItem;
  Axis: Axis;
  AxisCoordinate: AxisCoordinate;
  Boolean: Scalars['Boolean']['output'];
  BooleanFilter: BooleanFilter;
  ButtonBlock: ButtonBlock;
  CarouselBlock: Omit<CarouselBlock, 'images'> & { images: Array<ResolversParentTypes['Image']> };
  CaseStudy: ServedCaseStudy;
  Classification: Classification;
  ClientFont: ServedClientFont;
  CollaborationPage: ServedCollaborationPage;
  CollectionMetadata: CollectionMetadata;
  ContentBlock: ServedBlock;
  ContentSite: ContentSite;
  CurrencySetup: CurrencySetup;
  Float: Scalars['Float']['output'];
  FocalPoint: FocalPoint;
  Font: ServedFont;
  FontFilter: FontFilter;
  FontInUse: ServedFontInUse;
  FontStyle: ServedFontStyle;
  FontsInUseCategory: FontsInUseCategory;
  FontsInUseFilter: FontsInUseFilter;
  Glyph: Glyph;
  GlyphTableBlock: ServedBlockOf<'glyphTable'>;
  ID: Scalars['ID']['output'];
  IdFilter: IdFilter;
  Image: ImageAsset;
  ImageBlock: Omit<ImageBlock, 'image'> & { image: ResolversParentTypes['Image'] };
  ImageGridBlock: Omit<ImageGridBlock, 'images'> & { images: Array<ResolversParentTypes['Image']> };
  ImageParams: ImageParams;
  InfoItem: InfoItem;
  InfoPage: ServedInfoPage;
  InfoSection: InfoSection;
  Instance: ServedInstance;
  Int: Scalars['Int']['output'];
  InterviewItem: InterviewItem;
  Language: Language;
  LauncherLink: Omit<LauncherLink, 'darkImage' | 'lightImage'> & { darkImage: ResolversParentTypes['Image'], lightImage: ResolversParentTypes['Image'] };
  LauncherSetup: ServedLauncherSetup;
  LinkFilter: LinkFilter;
  LinksFilter: LinksFilter;
  MasonryGridBlock: Omit<MasonryGridBlock, 'images'> & { images: Array<ResolversParentTypes['Image']> };
  Metrics: Metrics;
  MoreGoodsBlock: ServedBlockOf<'moreGoods'>;
  NameMetadata: NameMetadata;
  OpentypeFeature: OpentypeFeature;
  Page: ServedPage;
  Pairing: ServedPairing;
  PairingSettings: PairingSettings;
  PlaygroundPage: Omit<PlaygroundPage, 'samples'> & { samples: Array<ResolversParentTypes['PlaygroundSample']> };
  PlaygroundSample: ServedPlaygroundSample;
  Product: ServedProduct;
  ProductDetail: ProductDetail;
  ProductSeo: ProductSeo;
  ProductSize: ProductSize;
  ProductVariant: ProductVariant;
  Query: Record<PropertyKey, never>;
  QuoteBlock: QuoteBlock;
  ResponsiveImage: ResponsiveImage;
  SampleTypetester: ServedSampleTypetester;
  SectionBlock: ServedBlockOf<'section'>;
  Seo: Omit<Seo, 'image'> & { image?: Maybe<ResolversParentTypes['Image']> };
  ShopSetup: ShopSetup;
  SiteSetup: ServedSiteSetup;
  SlugFilter: SlugFilter;
  SocialLink: SocialLink;
  SplitTextBlock: SplitTextBlock;
  String: Scalars['String']['output'];
  StringFilter: StringFilter;
  StudioAbout: Omit<StudioAbout, 'content'> & { content: Array<ResolversParentTypes['ContentBlock']> };
  StudioContact: StudioContact;
  StudioIndex: ServedStudioIndex;
  StudioPage: ServedStudioPage;
  StudioSetup: ServedStudioSetup;
  StudioWork: ServedStudioWork;
  StudioWorkFilter: StudioWorkFilter;
  TableBlock: TableBlock;
  TaxCategory: TaxCategory;
  TextAndListBlock: TextAndListBlock;
  TextBlock: TextBlock;
  TiledContentBlock: TiledContentBlock;
  TiledImageBlock: Omit<TiledImageBlock, 'tiles'> & { tiles: Array<ResolversParentTypes['Image']> };
  UploadJob: UploadJob;
  UploadJobFilter: UploadJobFilter;
  VideoBlock: ServedBlockOf<'video'>;
  Width: Width;
  WorkCategory: WorkCategory;
};

export type AnimatedAxisResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['AnimatedAxis'] = ResolversParentTypes['AnimatedAxis']> = {
  axisTag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ArchiveItemResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['ArchiveItem'] = ResolversParentTypes['ArchiveItem']> = {
  _publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  _status?: Resolver<ResolversTypes['ItemStatus'], ParentType, ContextType>;
  _updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  medium?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AxisResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Axis'] = ResolversParentTypes['Axis']> = {
  axisTag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  maxValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  minValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AxisCoordinateResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['AxisCoordinate'] = ResolversParentTypes['AxisCoordinate']> = {
  axisTag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ButtonBlockResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['ButtonBlock'] = ResolversParentTypes['ButtonBlock']> = {
  buttonText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  linkHref?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobileTextOverride?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CarouselBlockResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['CarouselBlock'] = ResolversParentTypes['CarouselBlock']> = {
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CaseStudyResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['CaseStudy'] = ResolversParentTypes['CaseStudy']> = {
  _publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  _status?: Resolver<ResolversTypes['ItemStatus'], ParentType, ContextType>;
  _updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<Array<ResolversTypes['ContentBlock']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  indexImage?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  indexText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seo?: Resolver<Maybe<ResolversTypes['Seo']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClassificationResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Classification'] = ResolversParentTypes['Classification']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClientFontResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['ClientFont'] = ResolversParentTypes['ClientFont']> = {
  _publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  _status?: Resolver<ResolversTypes['ItemStatus'], ParentType, ContextType>;
  _updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<Array<ResolversTypes['ContentBlock']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  indexImage?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  indexText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seo?: Resolver<Maybe<ResolversTypes['Seo']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CollaborationPageResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['CollaborationPage'] = ResolversParentTypes['CollaborationPage']> = {
  content?: Resolver<Array<ResolversTypes['ContentBlock']>, ParentType, ContextType>;
  designerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  designerProfileImage?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  designerText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  featuredImage?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  fontName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inspiration?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  interview?: Resolver<Array<ResolversTypes['InterviewItem']>, ParentType, ContextType>;
  introText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CollectionMetadataResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['CollectionMetadata'] = ResolversParentTypes['CollectionMetadata']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentBlockResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['ContentBlock'] = ResolversParentTypes['ContentBlock']> = {
  __resolveType: TypeResolveFn<'ButtonBlock' | 'CarouselBlock' | 'GlyphTableBlock' | 'ImageBlock' | 'ImageGridBlock' | 'MasonryGridBlock' | 'MoreGoodsBlock' | 'QuoteBlock' | 'SectionBlock' | 'SplitTextBlock' | 'TableBlock' | 'TextAndListBlock' | 'TextBlock' | 'TiledContentBlock' | 'TiledImageBlock' | 'VideoBlock', ParentType, ContextType>;
};

export type ContentSiteResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['ContentSite'] = ResolversParentTypes['ContentSite']> = {
  builtAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  environment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CurrencySetupResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['CurrencySetup'] = ResolversParentTypes['CurrencySetup']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rounding?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FocalPointResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['FocalPoint'] = ResolversParentTypes['FocalPoint']> = {
  x?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type FontResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Font'] = ResolversParentTypes['Font']> = {
  _publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  _status?: Resolver<ResolversTypes['ItemStatus'], ParentType, ContextType>;
  _updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  autoplayAxes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  awards?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  axes?: Resolver<Array<ResolversTypes['Axis']>, ParentType, ContextType>;
  backgroundColour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  baseName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  borderColour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  characterCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  childFonts?: Resolver<Array<ResolversTypes['Font']>, ParentType, ContextType>;
  classification?: Resolver<ResolversTypes['Classification'], ParentType, ContextType>;
  collaboration?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  collaborationPage?: Resolver<Maybe<ResolversTypes['CollaborationPage']>, ParentType, ContextType>;
  designer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  familyDiscount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  featuredFontInUse?: Resolver<Maybe<ResolversTypes['FontInUse']>, ParentType, ContextType>;
  fontsInUse?: Resolver<Array<ResolversTypes['FontInUse']>, ParentType, ContextType>;
  foregroundColour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  glyphCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  glyphs?: Resolver<Array<ResolversTypes['Glyph']>, ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hoverColour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  initialSize?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  initialSizeMobile?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  initialStyle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  initialText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  initialTracking?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  initialTrackingMobile?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  instances?: Resolver<Array<ResolversTypes['Instance']>, ParentType, ContextType>;
  intro?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['Language']>, ParentType, ContextType>;
  metrics?: Resolver<ResolversTypes['Metrics'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameMetadata?: Resolver<ResolversTypes['NameMetadata'], ParentType, ContextType>;
  new?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  opentypeFeatures?: Resolver<Array<ResolversTypes['OpentypeFeature']>, ParentType, ContextType>;
  pairing?: Resolver<Maybe<ResolversTypes['Pairing']>, ParentType, ContextType>;
  parentFont?: Resolver<Maybe<ResolversTypes['Font']>, ParentType, ContextType>;
  playground?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  playgroundPage?: Resolver<Maybe<ResolversTypes['PlaygroundPage']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pricePerStyleGbp?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  referenceFont?: Resolver<Maybe<ResolversTypes['Font']>, ParentType, ContextType>;
  release?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sampleTypetesters?: Resolver<Array<ResolversTypes['SampleTypetester']>, ParentType, ContextType>;
  scripts?: Resolver<Array<ResolversTypes['Font']>, ParentType, ContextType>;
  seo?: Resolver<Maybe<ResolversTypes['Seo']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  specimen?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  styles?: Resolver<Array<ResolversTypes['FontStyle']>, ParentType, ContextType>;
  topImage?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  topImageMobile?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
};

export type FontInUseResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['FontInUse'] = ResolversParentTypes['FontInUse']> = {
  _publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  _status?: Resolver<ResolversTypes['ItemStatus'], ParentType, ContextType>;
  _updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['FontsInUseCategory']>, ParentType, ContextType>;
  fonts?: Resolver<Array<ResolversTypes['Font']>, ParentType, ContextType>;
  fontsInUseUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  projectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FontStyleResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['FontStyle'] = ResolversParentTypes['FontStyle']> = {
  _publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  _updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultStyle?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fileUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fontFamily?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  italic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  weightClass?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Width'], ParentType, ContextType>;
};

export type FontsInUseCategoryResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['FontsInUseCategory'] = ResolversParentTypes['FontsInUseCategory']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GlyphResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Glyph'] = ResolversParentTypes['Glyph']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  character?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unicodes?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type GlyphTableBlockResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['GlyphTableBlock'] = ResolversParentTypes['GlyphTableBlock']> = {
  characters?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  font?: Resolver<Maybe<ResolversTypes['Font']>, ParentType, ContextType>;
  style?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ImageResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  backgroundColour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  blurDataUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  focalPoint?: Resolver<ResolversTypes['FocalPoint'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  responsiveImage?: Resolver<ResolversTypes['ResponsiveImage'], ParentType, ContextType, Partial<ImageResponsiveImageArgs>>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ImageBlockResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['ImageBlock'] = ResolversParentTypes['ImageBlock']> = {
  caption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  caseStudy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullBleed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ImageGridBlockResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['ImageGridBlock'] = ResolversParentTypes['ImageGridBlock']> = {
  columns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InfoItemResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['InfoItem'] = ResolversParentTypes['InfoItem']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  showInIndex?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InfoPageResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['InfoPage'] = ResolversParentTypes['InfoPage']> = {
  _publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  _status?: Resolver<ResolversTypes['ItemStatus'], ParentType, ContextType>;
  _updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  intro?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['InfoSection']>, ParentType, ContextType>;
  seo?: Resolver<Maybe<ResolversTypes['Seo']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InfoSectionResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['InfoSection'] = ResolversParentTypes['InfoSection']> = {
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['InfoItem']>, ParentType, ContextType>;
};

export type InstanceResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Instance'] = ResolversParentTypes['Instance']> = {
  coordinates?: Resolver<Array<ResolversTypes['AxisCoordinate']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InterviewItemResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['InterviewItem'] = ResolversParentTypes['InterviewItem']> = {
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LanguageResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Language'] = ResolversParentTypes['Language']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LauncherLinkResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['LauncherLink'] = ResolversParentTypes['LauncherLink']> = {
  darkImage?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lightImage?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
};

export type LauncherSetupResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['LauncherSetup'] = ResolversParentTypes['LauncherSetup']> = {
  foundry?: Resolver<ResolversTypes['LauncherLink'], ParentType, ContextType>;
  seo?: Resolver<ResolversTypes['Seo'], ParentType, ContextType>;
  studio?: Resolver<ResolversTypes['LauncherLink'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MasonryGridBlockResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['MasonryGridBlock'] = ResolversParentTypes['MasonryGridBlock']> = {
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MetricsResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Metrics'] = ResolversParentTypes['Metrics']> = {
  ascender?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  capHeight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  descender?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  italicAngle?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lineGap?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  underlinePosition?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  underlineThickness?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitsPerEm?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  xHeight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MoreGoodsBlockResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['MoreGoodsBlock'] = ResolversParentTypes['MoreGoodsBlock']> = {
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NameMetadataResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['NameMetadata'] = ResolversParentTypes['NameMetadata']> = {
  copyright?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  designer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  familyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  license?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  licenseUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  manufacturer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postscriptName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subfamilyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OpentypeFeatureResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['OpentypeFeature'] = ResolversParentTypes['OpentypeFeature']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unicodeTag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PageResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Page'] = ResolversParentTypes['Page']> = {
  _publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  _status?: Resolver<ResolversTypes['ItemStatus'], ParentType, ContextType>;
  _updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<Array<ResolversTypes['ContentBlock']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  seo?: Resolver<Maybe<ResolversTypes['Seo']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PairingResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Pairing'] = ResolversParentTypes['Pairing']> = {
  body?: Resolver<ResolversTypes['PairingSettings'], ParentType, ContextType>;
  headline?: Resolver<ResolversTypes['PairingSettings'], ParentType, ContextType>;
  pairedFonts?: Resolver<Array<ResolversTypes['Font']>, ParentType, ContextType>;
  pairingBodyText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pairingHeadlineText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rtl?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PairingSettingsResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['PairingSettings'] = ResolversParentTypes['PairingSettings']> = {
  leading?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  mobileLeading?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  mobileSize?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  mobileTracking?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  style?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tracking?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PlaygroundPageResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['PlaygroundPage'] = ResolversParentTypes['PlaygroundPage']> = {
  fontName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  samples?: Resolver<Array<ResolversTypes['PlaygroundSample']>, ParentType, ContextType>;
};

export type PlaygroundSampleResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['PlaygroundSample'] = ResolversParentTypes['PlaygroundSample']> = {
  animateAxes?: Resolver<Array<ResolversTypes['AnimatedAxis']>, ParentType, ContextType>;
  animationDuration?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  animationEasing?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  animationTrigger?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  backgroundColour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  foregroundColour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  leading?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  mobileLeading?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  mobileSize?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  mobileTracking?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  opentypeFeatures?: Resolver<Array<ResolversTypes['OpentypeFeature']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  style?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tracking?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ProductResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  _publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  _status?: Resolver<ResolversTypes['ItemStatus'], ParentType, ContextType>;
  _updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  details?: Resolver<Array<ResolversTypes['ProductDetail']>, ParentType, ContextType>;
  fixedCostEuGbp?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  fixedCostRowGbp?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  fixedCostUkGbp?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  indexImages?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  moreGoodsImage?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceGbp?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  seo?: Resolver<ResolversTypes['ProductSeo'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['ProductSize'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxCategory?: Resolver<ResolversTypes['TaxCategory'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['ProductVariant']>, ParentType, ContextType>;
  variantsName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductDetailResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['ProductDetail'] = ResolversParentTypes['ProductDetail']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductSeoResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['ProductSeo'] = ResolversParentTypes['ProductSeo']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductSizeResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['ProductSize'] = ResolversParentTypes['ProductSize']> = {
  heightCm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lengthCm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  weightKg?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  widthCm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ProductVariantResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['ProductVariant'] = ResolversParentTypes['ProductVariant']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  priceGbp?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  variantName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  _allArchiveItemsMeta?: Resolver<ResolversTypes['CollectionMetadata'], ParentType, ContextType>;
  _allFontsInUseMeta?: Resolver<ResolversTypes['CollectionMetadata'], ParentType, ContextType, Partial<Query_AllFontsInUseMetaArgs>>;
  _allFontsMeta?: Resolver<ResolversTypes['CollectionMetadata'], ParentType, ContextType, Partial<Query_AllFontsMetaArgs>>;
  _allHomepageFontsMeta?: Resolver<ResolversTypes['CollectionMetadata'], ParentType, ContextType>;
  _allStudioWorksMeta?: Resolver<ResolversTypes['CollectionMetadata'], ParentType, ContextType, Partial<Query_AllStudioWorksMetaArgs>>;
  _site?: Resolver<ResolversTypes['ContentSite'], ParentType, ContextType>;
  allArchiveItems?: Resolver<Array<ResolversTypes['ArchiveItem']>, ParentType, ContextType, RequireFields<QueryAllArchiveItemsArgs, 'first' | 'skip'>>;
  allCaseStudies?: Resolver<Array<ResolversTypes['CaseStudy']>, ParentType, ContextType, RequireFields<QueryAllCaseStudiesArgs, 'first' | 'skip'>>;
  allClassifications?: Resolver<Array<ResolversTypes['Classification']>, ParentType, ContextType>;
  allCollaborationFonts?: Resolver<Array<ResolversTypes['Font']>, ParentType, ContextType, RequireFields<QueryAllCollaborationFontsArgs, 'first' | 'skip'>>;
  allCustomFonts?: Resolver<Array<ResolversTypes['ClientFont']>, ParentType, ContextType, RequireFields<QueryAllCustomFontsArgs, 'first' | 'skip'>>;
  allFonts?: Resolver<Array<ResolversTypes['Font']>, ParentType, ContextType, RequireFields<QueryAllFontsArgs, 'first' | 'skip'>>;
  allFontsInUse?: Resolver<Array<ResolversTypes['FontInUse']>, ParentType, ContextType, RequireFields<QueryAllFontsInUseArgs, 'first' | 'skip'>>;
  allFontsInUseCategories?: Resolver<Array<ResolversTypes['FontsInUseCategory']>, ParentType, ContextType>;
  allHomepageFonts?: Resolver<Array<ResolversTypes['Font']>, ParentType, ContextType, RequireFields<QueryAllHomepageFontsArgs, 'first' | 'skip'>>;
  allInfoPages?: Resolver<Array<ResolversTypes['InfoPage']>, ParentType, ContextType>;
  allModifiedFonts?: Resolver<Array<ResolversTypes['ClientFont']>, ParentType, ContextType, RequireFields<QueryAllModifiedFontsArgs, 'first' | 'skip'>>;
  allOpentypeFeatures?: Resolver<Array<ResolversTypes['OpentypeFeature']>, ParentType, ContextType>;
  allPages?: Resolver<Array<ResolversTypes['Page']>, ParentType, ContextType>;
  allProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryAllProductsArgs, 'first' | 'skip'>>;
  allStudioPages?: Resolver<Array<ResolversTypes['StudioPage']>, ParentType, ContextType>;
  allStudioWorks?: Resolver<Array<ResolversTypes['StudioWork']>, ParentType, ContextType, RequireFields<QueryAllStudioWorksArgs, 'first' | 'skip'>>;
  allUploadJobs?: Resolver<Array<ResolversTypes['UploadJob']>, ParentType, ContextType, Partial<QueryAllUploadJobsArgs>>;
  allWorkCategories?: Resolver<Array<ResolversTypes['WorkCategory']>, ParentType, ContextType>;
  caseStudy?: Resolver<Maybe<ResolversTypes['CaseStudy']>, ParentType, ContextType, Partial<QueryCaseStudyArgs>>;
  collaborationFont?: Resolver<Maybe<ResolversTypes['Font']>, ParentType, ContextType, Partial<QueryCollaborationFontArgs>>;
  customFont?: Resolver<Maybe<ResolversTypes['ClientFont']>, ParentType, ContextType, Partial<QueryCustomFontArgs>>;
  font?: Resolver<Maybe<ResolversTypes['Font']>, ParentType, ContextType, Partial<QueryFontArgs>>;
  infoPage?: Resolver<Maybe<ResolversTypes['InfoPage']>, ParentType, ContextType, Partial<QueryInfoPageArgs>>;
  launcherSetup?: Resolver<ResolversTypes['LauncherSetup'], ParentType, ContextType>;
  modifiedFont?: Resolver<Maybe<ResolversTypes['ClientFont']>, ParentType, ContextType, Partial<QueryModifiedFontArgs>>;
  page?: Resolver<Maybe<ResolversTypes['Page']>, ParentType, ContextType, Partial<QueryPageArgs>>;
  pageSeo?: Resolver<Maybe<ResolversTypes['Seo']>, ParentType, ContextType, RequireFields<QueryPageSeoArgs, 'page'>>;
  playgroundFont?: Resolver<Maybe<ResolversTypes['Font']>, ParentType, ContextType, Partial<QueryPlaygroundFontArgs>>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, Partial<QueryProductArgs>>;
  siteSetup?: Resolver<ResolversTypes['SiteSetup'], ParentType, ContextType>;
  studioPage?: Resolver<Maybe<ResolversTypes['StudioPage']>, ParentType, ContextType, Partial<QueryStudioPageArgs>>;
  studioSetup?: Resolver<ResolversTypes['StudioSetup'], ParentType, ContextType>;
  studioWork?: Resolver<Maybe<ResolversTypes['StudioWork']>, ParentType, ContextType, Partial<QueryStudioWorkArgs>>;
};

export type QuoteBlockResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['QuoteBlock'] = ResolversParentTypes['QuoteBlock']> = {
  attribution?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ResponsiveImageResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['ResponsiveImage'] = ResolversParentTypes['ResponsiveImage']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  aspectRatio?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  base64?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bgColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sizes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  src?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  srcSet?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SampleTypetesterResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['SampleTypetester'] = ResolversParentTypes['SampleTypetester']> = {
  leading?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  mobileLeading?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  mobileSize?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  mobileTracking?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  opentypeFeatures?: Resolver<Array<ResolversTypes['OpentypeFeature']>, ParentType, ContextType>;
  rtl?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  style?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  textType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tracking?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SectionBlockResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['SectionBlock'] = ResolversParentTypes['SectionBlock']> = {
  anchor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  backgroundColour?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  collectionUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SeoResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Seo'] = ResolversParentTypes['Seo']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  noIndex?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShopSetupResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['ShopSetup'] = ResolversParentTypes['ShopSetup']> = {
  currencies?: Resolver<Array<ResolversTypes['CurrencySetup']>, ParentType, ContextType>;
  freeShippingOverGbp?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  overLimitGbp?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SiteSetupResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['SiteSetup'] = ResolversParentTypes['SiteSetup']> = {
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  collaborationLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  collaborationPrefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  footerText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  goodsShopUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  homepageFont?: Resolver<Maybe<ResolversTypes['Font']>, ParentType, ContextType>;
  logos?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  photoNetwork?: Resolver<ResolversTypes['SocialLink'], ParentType, ContextType>;
  professionalNetwork?: Resolver<ResolversTypes['SocialLink'], ParentType, ContextType>;
  shop?: Resolver<ResolversTypes['ShopSetup'], ParentType, ContextType>;
  studioAddress?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SocialLinkResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['SocialLink'] = ResolversParentTypes['SocialLink']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SplitTextBlockResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['SplitTextBlock'] = ResolversParentTypes['SplitTextBlock']> = {
  left?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  right?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StudioAboutResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['StudioAbout'] = ResolversParentTypes['StudioAbout']> = {
  content?: Resolver<Array<ResolversTypes['ContentBlock']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StudioContactResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['StudioContact'] = ResolversParentTypes['StudioContact']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StudioIndexResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['StudioIndex'] = ResolversParentTypes['StudioIndex']> = {
  featuredWorks?: Resolver<Array<ResolversTypes['StudioWork']>, ParentType, ContextType>;
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  intro?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StudioPageResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['StudioPage'] = ResolversParentTypes['StudioPage']> = {
  _publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  _status?: Resolver<ResolversTypes['ItemStatus'], ParentType, ContextType>;
  _updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<Array<ResolversTypes['ContentBlock']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  seo?: Resolver<Maybe<ResolversTypes['Seo']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StudioSetupResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['StudioSetup'] = ResolversParentTypes['StudioSetup']> = {
  about?: Resolver<ResolversTypes['StudioAbout'], ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contact?: Resolver<ResolversTypes['StudioContact'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  index?: Resolver<ResolversTypes['StudioIndex'], ParentType, ContextType>;
  seo?: Resolver<ResolversTypes['Seo'], ParentType, ContextType>;
  showContactLink?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showCopyright?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  socialLinks?: Resolver<Array<ResolversTypes['SocialLink']>, ParentType, ContextType>;
};

export type StudioWorkResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['StudioWork'] = ResolversParentTypes['StudioWork']> = {
  _publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  _status?: Resolver<ResolversTypes['ItemStatus'], ParentType, ContextType>;
  _updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['WorkCategory'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  indexImage?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  indexText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  info?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobileImages?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  mobileIndexImage?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TableBlockResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['TableBlock'] = ResolversParentTypes['TableBlock']> = {
  data?: Resolver<Array<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TaxCategoryResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['TaxCategory'] = ResolversParentTypes['TaxCategory']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerTaxCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TextAndListBlockResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['TextAndListBlock'] = ResolversParentTypes['TextAndListBlock']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  heading?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TextBlockResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['TextBlock'] = ResolversParentTypes['TextBlock']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  footer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  heading?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  leftAlign?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  narrow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TiledContentBlockResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['TiledContentBlock'] = ResolversParentTypes['TiledContentBlock']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fillWithRemainingItems?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numberOfRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TiledImageBlockResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['TiledImageBlock'] = ResolversParentTypes['TiledImageBlock']> = {
  tiles?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UploadJobResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['UploadJob'] = ResolversParentTypes['UploadJob']> = {
  cached?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  file?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VideoBlockResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['VideoBlock'] = ResolversParentTypes['VideoBlock']> = {
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  linkText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerUid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  thumbnailUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WidthResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Width'] = ResolversParentTypes['Width']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WorkCategoryResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['WorkCategory'] = ResolversParentTypes['WorkCategory']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = ContentContext> = {
  AnimatedAxis?: AnimatedAxisResolvers<ContextType>;
  ArchiveItem?: ArchiveItemResolvers<ContextType>;
  Axis?: AxisResolvers<ContextType>;
  AxisCoordinate?: AxisCoordinateResolvers<ContextType>;
  ButtonBlock?: ButtonBlockResolvers<ContextType>;
  CarouselBlock?: CarouselBlockResolvers<ContextType>;
  CaseStudy?: CaseStudyResolvers<ContextType>;
  Classification?: ClassificationResolvers<ContextType>;
  ClientFont?: ClientFontResolvers<ContextType>;
  CollaborationPage?: CollaborationPageResolvers<ContextType>;
  CollectionMetadata?: CollectionMetadataResolvers<ContextType>;
  ContentBlock?: ContentBlockResolvers<ContextType>;
  ContentSite?: ContentSiteResolvers<ContextType>;
  CurrencySetup?: CurrencySetupResolvers<ContextType>;
  FocalPoint?: FocalPointResolvers<ContextType>;
  Font?: FontResolvers<ContextType>;
  FontInUse?: FontInUseResolvers<ContextType>;
  FontStyle?: FontStyleResolvers<ContextType>;
  FontsInUseCategory?: FontsInUseCategoryResolvers<ContextType>;
  Glyph?: GlyphResolvers<ContextType>;
  GlyphTableBlock?: GlyphTableBlockResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  ImageBlock?: ImageBlockResolvers<ContextType>;
  ImageGridBlock?: ImageGridBlockResolvers<ContextType>;
  InfoItem?: InfoItemResolvers<ContextType>;
  InfoPage?: InfoPageResolvers<ContextType>;
  InfoSection?: InfoSectionResolvers<ContextType>;
  Instance?: InstanceResolvers<ContextType>;
  InterviewItem?: InterviewItemResolvers<ContextType>;
  Language?: LanguageResolvers<ContextType>;
  LauncherLink?: LauncherLinkResolvers<ContextType>;
  LauncherSetup?: LauncherSetupResolvers<ContextType>;
  MasonryGridBlock?: MasonryGridBlockResolvers<ContextType>;
  Metrics?: MetricsResolvers<ContextType>;
  MoreGoodsBlock?: MoreGoodsBlockResolvers<ContextType>;
  NameMetadata?: NameMetadataResolvers<ContextType>;
  OpentypeFeature?: OpentypeFeatureResolvers<ContextType>;
  Page?: PageResolvers<ContextType>;
  Pairing?: PairingResolvers<ContextType>;
  PairingSettings?: PairingSettingsResolvers<ContextType>;
  PlaygroundPage?: PlaygroundPageResolvers<ContextType>;
  PlaygroundSample?: PlaygroundSampleResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductDetail?: ProductDetailResolvers<ContextType>;
  ProductSeo?: ProductSeoResolvers<ContextType>;
  ProductSize?: ProductSizeResolvers<ContextType>;
  ProductVariant?: ProductVariantResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuoteBlock?: QuoteBlockResolvers<ContextType>;
  ResponsiveImage?: ResponsiveImageResolvers<ContextType>;
  SampleTypetester?: SampleTypetesterResolvers<ContextType>;
  SectionBlock?: SectionBlockResolvers<ContextType>;
  Seo?: SeoResolvers<ContextType>;
  ShopSetup?: ShopSetupResolvers<ContextType>;
  SiteSetup?: SiteSetupResolvers<ContextType>;
  SocialLink?: SocialLinkResolvers<ContextType>;
  SplitTextBlock?: SplitTextBlockResolvers<ContextType>;
  StudioAbout?: StudioAboutResolvers<ContextType>;
  StudioContact?: StudioContactResolvers<ContextType>;
  StudioIndex?: StudioIndexResolvers<ContextType>;
  StudioPage?: StudioPageResolvers<ContextType>;
  StudioSetup?: StudioSetupResolvers<ContextType>;
  StudioWork?: StudioWorkResolvers<ContextType>;
  TableBlock?: TableBlockResolvers<ContextType>;
  TaxCategory?: TaxCategoryResolvers<ContextType>;
  TextAndListBlock?: TextAndListBlockResolvers<ContextType>;
  TextBlock?: TextBlockResolvers<ContextType>;
  TiledContentBlock?: TiledContentBlockResolvers<ContextType>;
  TiledImageBlock?: TiledImageBlockResolvers<ContextType>;
  UploadJob?: UploadJobResolvers<ContextType>;
  VideoBlock?: VideoBlockResolvers<ContextType>;
  Width?: WidthResolvers<ContextType>;
  WorkCategory?: WorkCategoryResolvers<ContextType>;
};

