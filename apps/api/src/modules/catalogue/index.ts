/**
 * What the shop offers, read from the built store
 *
 * Every module that prices, delivers or names a font or product asks here.
 */
export { type Catalogue, catalogueOf } from "./catalogue";
export { shopRules } from "./shop-rules";
