import { useParams } from 'react-router';
import { PagePlaceholder } from '../PagePlaceholder.tsx';

/** News list, optionally of one category (/news/{categoryName}). */
export function NewsPage() {
  const { categoryName } = useParams();
  return (
    <PagePlaceholder
      title="News"
      summary={
        categoryName
          ? `The news page lists the posts of the category "${categoryName}".`
          : 'The news page lists news, fraud warnings and blog posts for the circular IT industry.'
      }
    />
  );
}
