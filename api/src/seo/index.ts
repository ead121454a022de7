/** @tbs/api/seo: the server-rendered heads and the sitemaps (the SEO benchmark times them). */
export { parseIndexTemplate, renderIndex } from './indexTemplate.ts';
export { headForPage } from './pageHeads.ts';
export { renderHeadTags } from './serverHead.ts';
export { pagedSitemapStream, SITEMAP_MAX_URLS, sitemapIndexXml } from './sitemaps.ts';
