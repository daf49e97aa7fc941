import { zodResolver } from "@hookform/resolvers/zod";
import {
  type NewsletterFormInput,
  type NewsletterForm as NewsletterFormValues,
  newsletterFormSchema,
} from "@/lib/newsletter/newsletter-schema";

/** The footer form's resolver, in a module of its own so zod loads only when a visitor submits. */
export const newsletterResolver = zodResolver<NewsletterFormInput, unknown, NewsletterFormValues>(
  newsletterFormSchema,
);
