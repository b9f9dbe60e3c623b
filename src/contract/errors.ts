import { z } from 'zod';

/** Every error reply of the API: never HTML, never a stack trace. */
export const errorReplySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /** Validation errors: field name → first message. */
  fieldErrors: z.record(z.string(), z.string()).optional(),
  /** A stable machine-readable reason where the screens act on it. */
  code: z.string().optional(),
  /** How long to wait before asking again, where waiting is the answer (also Retry-After). */
  retryAfterSeconds: z.number().int().optional(),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;
