/** A list of outbound links, each opening in a new tab without handing over the opener. */
export function ExternalLinkList({
  links,
  className = 'link-list',
}: {
  links: readonly { label: string; href: string }[];
  className?: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
