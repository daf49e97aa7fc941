"use client";

import { ErrorNotice, type ErrorNoticeProps } from "@/components/shell/ErrorNotice";

/** A page that failed, inside the site's header and footer. */
export default function PageError(props: ErrorNoticeProps) {
  return <ErrorNotice {...props} />;
}
