// The pages of one published content revision (ADR 0039): @meridian/next-config/revision-layout.
export { default, generateStaticParams } from "@meridian/next-config/revision-layout";
