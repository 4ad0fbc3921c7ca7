import { z } from "zod";

/** The share-by-e-mail field: messages are keys under documentActions.share.validation. The
 * address is trimmed as share_document does (it also lower-cases it). */
export const shareDocumentFormSchema = z.object({
  email: z.string().trim().min(1, "required").max(254, "invalid").pipe(z.email("invalid")),
});

export type ShareDocumentFormValues = z.input<typeof shareDocumentFormSchema>;
export type ShareDocumentFormOutput = z.output<typeof shareDocumentFormSchema>;
