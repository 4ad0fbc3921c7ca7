import { z } from "zod";
import { characterCount, COMMENT_MAX_LENGTH } from "../lib/messageParts.ts";

/** The comment composer: messages are translation keys. The limits are create_comment's
 * (COMMENT_EMPTY, COMMENT_TOO_LONG), counted on the trimmed text as the server does. */
export const commentFormSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, "documentComments.validation.empty")
    .refine((text) => characterCount(text) <= COMMENT_MAX_LENGTH, "documentComments.validation.tooLong"),
});

export type CommentFormValues = z.infer<typeof commentFormSchema>;
