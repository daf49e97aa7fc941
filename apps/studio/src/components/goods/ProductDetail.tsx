import { Price } from "@meridian/shop-ui/price";
import Link from "next/link";
import { getShopRules } from "../../lib/cart/get-shop-rules";
import type { Product } from "../../lib/studio/get-products";
import { productPrice } from "../../lib/studio/goods-price";
import { AddToCart } from "../cart/AddToCart";
import { ContentImage } from "../elements/ContentImage";
import { RichText } from "../elements/RichText";
import { quietLink } from "../shell/frame.css";
import * as styles from "./ProductDetail.css";

const number = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });

/**
 * A product page: its pictures beside its name, price, description, the variant choice and
 * 'Add to cart', then its details and size. Its prices follow the shop rules the API charges
 * by, read here and handed to 'Add to cart' (the online rule only).
 */
export async function ProductDetail({ product }: { product: Product }) {
  const shopRules = await getShopRules();
  const rules = { onlineFactor: shopRules.onlineFactor, onlineStep: shopRules.onlineStep };
  const price = productPrice(product, rules);
  const { size } = product;
  return (
    <article className={styles.product}>
      {/* Focusable because it scrolls sideways on narrow screens (WCAG 2.1.1). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: see above. */}
      <ul className={styles.gallery} aria-label="Pictures" tabIndex={0}>
        {product.images.map((image, index) => (
          <li key={image.id} className={styles.galleryItem}>
            <ContentImage
              image={image}
              sizes="(min-width: 768px) 60vw, 88vw"
              priority={index === 0}
            />
          </li>
        ))}
      </ul>
      <div className={styles.info}>
        <div className={styles.head}>
          <p className={styles.crumb}>
            <Link href="/goods" className={quietLink}>
              Goods
            </Link>
          </p>
          <h1 className={styles.name}>{product.name}</h1>
          <Price
            price={price.price}
            undiscounted={price.undiscounted}
            from={price.from}
            currency="GBP"
            className={styles.price}
          />
        </div>
        <RichText value={product.description} className={styles.description} />
        <AddToCart product={product} rules={rules} />
        <dl className={styles.facts}>
          {product.details.flatMap((detail) => [
            <dt key={`${detail.name}-term`} className={styles.term}>
              {detail.name}
            </dt>,
            <dd key={`${detail.name}-detail`} className={styles.detail}>
              {detail.value}
            </dd>,
          ])}
          <dt className={styles.term}>Dimensions</dt>
          <dd className={styles.detail}>
            {number.format(size.lengthCm)} × {number.format(size.widthCm)} ×{" "}
            {number.format(size.heightCm)} cm, packed
          </dd>
          <dt className={styles.term}>Weight</dt>
          <dd className={styles.detail}>{number.format(size.weightKg)} kg</dd>
        </dl>
      </div>
    </article>
  );
}
