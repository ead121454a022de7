import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  headerSearchPath,
  SEARCH_CATEGORY_LABELS,
  searchCategoriesFor,
  searchCategoryForPage,
  type SearchCategory,
} from './headerSearchPath.ts';

/** Search box with a category selector; Enter goes to the chosen list with the query. */
export function HeaderSearch({ signedIn }: { signedIn: boolean }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const categories = searchCategoriesFor(signedIn);
  const pageCategory = searchCategoryForPage(pathname, categories);
  // The category follows the page (and sign-in) until the user picks one on this page.
  const [picked, setPicked] = useState<{ category: SearchCategory; on: string } | null>(null);
  const category =
    picked?.on === pathname && categories.includes(picked.category) ? picked.category : pageCategory;
  const setCategory = (next: SearchCategory) => setPicked({ category: next, on: pathname });
  const [text, setText] = useState('');

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(headerSearchPath(category, text));
  };

  return (
    <form
      className="header-search"
      role="search"
      aria-label="Site search"
      onSubmit={handleSubmit}
      data-testid="header-search"
    >
      <select
        aria-label="Search in"
        value={category}
        onChange={(event) => setCategory(event.target.value as SearchCategory)}
        data-testid="header-search-category"
      >
        {categories.map((option) => (
          <option key={option} value={option}>
            {SEARCH_CATEGORY_LABELS[option]}
          </option>
        ))}
      </select>
      <input
        type="search"
        aria-label="Search text"
        placeholder={`Search ${SEARCH_CATEGORY_LABELS[category].toLowerCase()}`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        data-testid="header-search-input"
      />
    </form>
  );
}
