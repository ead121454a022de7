/** The embedding model of the AI possible matches: loader, tokenizer and the text a broadcast is read as. */
export { broadcastEmbeddingText, type EmbeddedBroadcastFields } from './broadcastText.ts';
export {
  cosine,
  loadEmbeddingModel,
  vectorFromBytes,
  vectorToBytes,
  type Embedder,
  type EmbeddingLog,
  type EmbeddingModel,
  type NoEmbedder,
} from './embedder.ts';
export { DEFAULT_MODEL_DIR } from './modelFiles.ts';
export { tokenize, type TokenizerConfig } from './tokenizer.ts';
