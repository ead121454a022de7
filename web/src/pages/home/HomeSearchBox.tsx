import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { cleanSearchText } from '../../router/paths.ts';

interface HomeSearchBoxProps {
  heading: string;
  placeholder: string;
  buttonLabel: string;
  /** Searches shorter than this keep the button disabled. */
  minLength: number;
  /** Where a search goes; receives the cleaned text (possibly empty). */
  pathFor: (query: string) => string;
  testId: string;
}

/** A search box of the home page (parts or companies). */
export function HomeSearchBox({
  heading,
  placeholder,
  buttonLabel,
  minLength,
  pathFor,
  testId,
}: HomeSearchBoxProps) {
  const navigate = useNavigate();
  const inputId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const query = cleanSearchText(text);
  const tooShort = query.length < minLength;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (query.length < minLength) return;
    void navigate(pathFor(query));
  };

  return (
    <section className="card home-search" data-testid={testId}>
      <h2>
        <label htmlFor={inputId}>{heading}</label>
      </h2>
      <form className="inline-form" role="search" aria-label={heading} onSubmit={handleSubmit}>
        <input
          id={inputId}
          type="search"
          placeholder={placeholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button
          type="submit"
          className="button button--primary"
          disabled={tooShort}
          aria-describedby={tooShort ? hintId : undefined}
        >
          {buttonLabel}
        </button>
      </form>
      {tooShort && (
        <p id={hintId} className="field-hint muted">
          Type at least {minLength} characters to search.
        </p>
      )}
    </section>
  );
}
