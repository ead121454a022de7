import { PagePlaceholder } from '../PagePlaceholder.tsx';

/** Placeholder for the Your Profile page; a later issue builds it. */
export function ProfilePage() {
  return (
    <PagePlaceholder
      title="Your Profile"
      summary="The profile page lets you edit your company and contact details."
    />
  );
}
