import { newsCategoryPageMeta } from '@tbs/rules';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { Pagination } from '../../components/pagination/Pagination.tsx';
import {
  useMarkNewsRead,
  useNewsCategories,
  useNewsList,
  useNewsPost,
  type NewsCategory,
} from '../../queries/news.ts';
import { newsDetailPath } from '../../router/paths.ts';
import { usePageHead } from '../../seo/usePageHead.ts';
import { NewsCard } from './NewsCard.tsx';
import { NewsSidebar } from './NewsSidebar.tsx';
import { newsCategoryPath, newsSearchPath, pageOf, positiveIdOf } from './newsPaths.ts';
import '../../styles/news.css';
import { Skeleton } from '../../components/skeleton/Skeleton.tsx';

interface NewsListProps {
  category: NewsCategory | null;
  query: string;
  page: number;
}

function NewsListHeading({
  category,
  query,
  count,
}: {
  category: NewsCategory | null;
  query: string;
  count?: number;
}) {
  if (query) {
    return (
      <h1>
        Search results for “{query}”
        {count !== undefined && <span className="news-result-count muted"> ({count})</span>}
      </h1>
    );
  }
  return <h1>{category ? category.catDescription : 'News'}</h1>;
}

/** The posts of a page: the first large, the rest in two columns, then the pages. */
function NewsList({ category, query, page }: NewsListProps) {
  const [, setSearchParams] = useSearchParams();
  const { data, isPending, isError } = useNewsList({ query, catId: category?.id, page });
  const toPage = (next: number) => {
    setSearchParams((params) => {
      params.set('page', String(next));
      return params;
    });
    window.scrollTo({ top: 0 });
  };
  const [first, ...rest] = data?.results ?? [];
  return (
    <div className="news-main" data-testid="news-list">
      <NewsListHeading category={category} query={query} count={data?.count} />
      {query && (
        <p>
          <Link to="/news" data-testid="news-clear-search">
            Show all news
          </Link>
        </p>
      )}
      {isPending && <Skeleton blocks={5} blockHeight={260} lines={0} label="Loading news" />}
      {isError && (
        <p className="muted" role="alert">
          The news could not be loaded. Please try again later.
        </p>
      )}
      {data && !first && (
        <p className="muted" data-testid="news-empty">
          {query ? `No news matches “${query}”.` : 'No news in this category yet.'}
        </p>
      )}
      {first && <NewsCard post={first} large />}
      {rest.length > 0 && (
        <div className="news-grid">
          {rest.map((post) => (
            <NewsCard key={post.id} post={post} />
          ))}
        </div>
      )}
      {data && data.count > data.pageSize && (
        <Pagination
          page={page}
          pageSize={data.pageSize}
          total={data.count}
          onPage={toPage}
          testId="news-pagination"
        />
      )}
    </div>
  );
}

/** /news/{number}: a post's id in the category's place goes to the post (newsDetail); else to /news. */
function NewsIdRedirect({ id }: { id: number | null }) {
  const { data: post, isError } = useNewsPost(id);
  if (id === null || isError) return <Navigate to="/news" replace />;
  if (post) return <Navigate to={newsDetailPath(post)} replace />;
  return <p className="muted page">Loading news…</p>;
}

/** The category a path segment (catUrl) or a ?catId= names, once the categories are loaded. */
function categoryNamed(
  categories: NewsCategory[] | undefined,
  categoryName: string | undefined,
  catIdParam: string | null,
): NewsCategory | null {
  if (categoryName !== undefined)
    return categories?.find((candidate) => candidate.catUrl === categoryName) ?? null;
  const catId = positiveIdOf(catIdParam);
  return categories?.find((candidate) => candidate.id === catId) ?? null;
}

/**
 * /news and /news/{categoryName}: the list (searched with ?query=, paged with ?page=) beside the sidebar.
 * /news?catId= (the fraud-warnings links) goes to the category's own path; an unknown category to /news.
 */
export function NewsPage() {
  const { categoryName } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const categories = useNewsCategories();
  const catIdParam = searchParams.get('catId');
  const category = categoryNamed(categories.data, categoryName, catIdParam);
  useMarkNewsRead();
  // A category's own head, as the server renders it on a first load (rules/pageMeta.ts).
  usePageHead(
    category && categoryName !== undefined
      ? { ...newsCategoryPageMeta(category), noindex: false }
      : undefined,
  );

  if (categoryName !== undefined && /^\d+$/.test(categoryName)) {
    return <NewsIdRedirect id={positiveIdOf(categoryName)} />;
  }
  const query = searchParams.get('query')?.trim() ?? '';
  const page = pageOf(searchParams.get('page'));

  if (categoryName !== undefined || catIdParam !== null) {
    if (!categories.data) {
      if (categories.isError) return <Navigate to="/news" replace />;
      return <p className="muted page">Loading news…</p>;
    }
    if (!category) return <Navigate to="/news" replace />;
    if (categoryName === undefined) return <Navigate to={newsCategoryPath(category)} replace />;
  }

  return (
    <section className="page news-page" data-testid="news-page">
      <div className="news-layout">
        <NewsList key={`${category?.id ?? 'all'}:${query}`} category={category} query={query} page={page} />
        <NewsSidebar
          query={query}
          activeCatId={category?.id}
          onSearch={(text) => navigate(newsSearchPath(text))}
        />
      </div>
    </section>
  );
}
