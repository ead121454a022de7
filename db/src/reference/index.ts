/** @tbs/db/reference: the reference data the migrations seed (countries, lists, categories, settings). */
export * from './countries.ts';
