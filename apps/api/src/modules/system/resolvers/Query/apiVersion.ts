import type { QueryResolvers } from "../../../../generated/shop-resolvers";
import { API_VERSION } from "../../../../version";

export const apiVersion: NonNullable<QueryResolvers["apiVersion"]> = () => API_VERSION;
