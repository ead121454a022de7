import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useMarkNewsRead, useNewsPost, type NewsPost } from '../../queries/news.ts';
import { routeMetaFor } from '../../router/routeMeta.ts';
import { usePageHead } from '../../seo/usePageHead.ts';
import { newsDetailPath } from '../../router/paths.ts';
import { NewsByline, PinIcon } from './NewsCard.tsx';
import { NewsBody } from './NewsBody.tsx';
import { NewsShareButtons } from './NewsShareButtons.tsx';
import { NewsSidebar } from './NewsSidebar.tsx';
import { newsCategoryPath, newsSearchPath, positiveIdOf } from './newsPaths.ts';
import '../../styles/news.css';

/** The page's head from the post (the server applied the meta rules); the route's keywords when it has none. */
function usePostHead(post: NewsPost | undefined, pathname: string): void {
  usePageHead(
    post && {
      title: post.metaTitle,
      description: post.metaDescription,
      keywords: post.metaKeywords || routeMetaFor(pathname).keywords,
      noindex: false,
      canonicalPath: newsDetailPath(post),
    },
  );
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function NewsArticle({ post }: { post: NewsPost }) {
  return (
    <article className="news-article" data-testid="news-article">
      <p className="news-category-heading">
        <Link to={newsCategoryPath(post)} data-testid="news-category-heading">
          {post.catDescription}
        </Link>
      </p>
      <h1>
        {post.isPinned && <PinIcon />}
        {post.title}
      </h1>
      <NewsByline by={post.by} date={post.date} />
      <NewsBody html={post.bodyHtml} />
      <NewsShareButtons post={post} />
      <p>
        <Link to={newsCategoryPath(post)} className="news-related" data-testid="news-related">
          More Related News
        </Link>
      </p>
    </article>
  );
}

/**
 * /news/{category}/{slug}?id={id} (newsDetail): Back to news, the category, the post, its meta in the head.
 * A post that cannot be loaded sends the reader quietly to /news; a search replaces this page by its results.
 */
export function NewsDetailPage() {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const id = positiveIdOf(searchParams.get('id'));
  const { data: post, isError } = useNewsPost(id);
  useMarkNewsRead();
  usePostHead(post, pathname);

  if (id === null || isError) return <Navigate to="/news" replace />;
  // An old or shortened address of the post shows under its own (category and slug as they are now).
  if (post && safeDecode(pathname) !== `/news/${post.catUrl}/${post.titleSlug}`) {
    return <Navigate to={newsDetailPath(post)} replace />;
  }

  return (
    <section className="page news-page" data-testid="news-detail-page">
      <div className="news-layout">
        <div className="news-main">
          <p>
            <Link to="/news" data-testid="news-back-link">
              ‹ Back to news
            </Link>
          </p>
          {post ? <NewsArticle post={post} /> : <p className="muted">Loading news…</p>}
        </div>
        <NewsSidebar
          query=""
          activeCatId={post?.catId}
          onSearch={(text) => navigate(newsSearchPath(text), { replace: true })}
        />
      </div>
    </section>
  );
}
