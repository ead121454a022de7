/** The fields of a broadcast the embedding reads. */
export interface EmbeddedBroadcastFields {
  readonly subject: string;
  readonly message: string;
  readonly brand?: string | null;
  readonly description?: string | null;
  readonly condition?: string | null;
}

/**
 * The text of a broadcast as the model reads it: the subject first (the tokenizer keeps the first
 * maxTokens ids), then brand, description and condition, then the message. Training writes its examples
 * through this function too, so the model learns on what the worker embeds.
 */
export function broadcastEmbeddingText(broadcast: EmbeddedBroadcastFields): string {
  const fields = [broadcast.brand, broadcast.description, broadcast.condition].filter(Boolean).join(' ');
  return `${broadcast.subject}\n${fields}\n${broadcast.message}`;
}
