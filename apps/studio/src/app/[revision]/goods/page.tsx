import type { Metadata } from "next";
import { ProductGrid } from "../../../components/goods/ProductGrid";
import * as frame from "../../../components/shell/frame.css";
import { getPageSeo } from "../../../lib/studio/get-page-seo";
import { getProducts } from "../../../lib/studio/get-products";
import { seoMetadata } from "../../../lib/studio/seo";

export async function generateMetadata(): Promise<Metadata> {
  const seo = await getPageSeo("goods");
  return seo ? seoMetadata(seo) : { title: "Goods" };
}

/** /goods: the studio's printed goods (spec 2.14), introduced by the page's own description. */
export default async function GoodsIndex() {
  const [products, seo] = await Promise.all([getProducts(), getPageSeo("goods")]);
  return (
    <div className={frame.page}>
      <header className={frame.pageHead}>
        <h1 className={frame.pageTitle}>Goods</h1>
        {seo ? <p className={frame.pageLede}>{seo.description}</p> : null}
      </header>
      <ProductGrid products={products} headingLevel={2} priorityRow />
    </div>
  );
}
