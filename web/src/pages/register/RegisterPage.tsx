import { PagePlaceholder } from '../PagePlaceholder.tsx';

/** Placeholder for the Free Trial page; a later issue builds it. */
export function RegisterPage() {
  return (
    <PagePlaceholder
      title="Free Trial"
      summary="The free trial page registers your company for a free one-month trial."
    />
  );
}
