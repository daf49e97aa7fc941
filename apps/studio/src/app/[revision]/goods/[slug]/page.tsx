import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ProductDetail } from "../../../../components/goods/ProductDetail";
import { getProduct } from "../../../../lib/studio/get-products";
import { shareImage } from "../../../../lib/studio/seo";

/** None at build: each is rendered on its first visit, once per revision (ADR 0039). */
export function generateStaticParams() {
  return [];
}

interface ProductPageProps {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: ProductPageProps): Promise<Metadata> {
  const product = await getProduct((await params).slug);
  // Not found here too, so the 404 page's own title is the one used.
  if (!product) notFound();
  const [image] = product.images;
  return {
    title: product.name,
    description: product.seo.description,
    openGraph: {
      title: product.name,
      description: product.seo.description,
      images: image ? [shareImage(image)] : undefined,
    },
  };
}

/** /goods/{slug}: a product page (DESIGN 7.1). */
export default async function ProductPage({ params }: ProductPageProps) {
  const product = await getProduct((await params).slug);
  if (!product) notFound();
  return <ProductDetail product={product} />;
}
