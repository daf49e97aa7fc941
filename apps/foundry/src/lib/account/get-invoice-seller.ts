import "server-only";
import type { InvoiceSeller } from "@meridian/pricing/invoice-view";
import { getSiteSetup } from "../site/get-site-setup";

/** Who the foundry's invoices are from: the brand, its postal address and e-mail, from content. */
export async function getInvoiceSeller(): Promise<InvoiceSeller> {
  const { brand, email, studioAddress } = await getSiteSetup();
  const address = studioAddress.filter((line) => line.trim() !== "");
  return { address: [brand, ...address], email };
}
