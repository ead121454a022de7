/**
 * What the embedding model's training generator (models/src/training/) reads of the demo world: the part
 * catalogue, its manufacturers and the seeded random stream. Entry point `@tbs/scripts/seed-catalogue`.
 */
export { Catalogue, listingQuantity, type CatalogueItem } from './catalogue.ts';
export { MANUFACTURERS } from './families.ts';
export { Random } from './random.ts';
export { SEED_DEFAULTS } from './seed.ts';
