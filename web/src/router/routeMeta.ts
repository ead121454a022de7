// The route table's head metadata lives in @tbs/rules (pageMeta.ts), shared with the api's server-rendered
// head; the head manager that writes it is web/src/seo/.
export { PRODUCT_NAME, documentTitle, routeMetaFor, type PageMeta } from '@tbs/rules';
