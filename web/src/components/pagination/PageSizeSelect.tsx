import { isPageSize, PAGE_SIZES, type PageSize } from '@tbs/rules';

interface PageSizeSelectProps {
  value: PageSize;
  onChange: (pageSize: PageSize) => void;
  testId: string;
}

/** "Per page" with the spec's page sizes (10, 20, 50, 100). */
export function PageSizeSelect({ value, onChange, testId }: PageSizeSelectProps) {
  return (
    <label>
      Per page{' '}
      <select
        value={value}
        onChange={(event) => {
          const pageSize = Number(event.target.value);
          if (isPageSize(pageSize)) onChange(pageSize);
        }}
        data-testid={testId}
      >
        {PAGE_SIZES.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </label>
  );
}
