import type { TResource } from '@crupier/contract/system';

export function SocialLinks({ links }: { links: readonly TResource[] }) {
  return (
    <ul className="social-links">
      {links.map((link) => (
        <li key={`${link.resourceType}-${link.url}`}>
          <a href={link.url} target="_blank" rel="noopener noreferrer" className="social-link">
            <span className="social-link__mark" aria-hidden="true">
              {(link.labelNameEn || link.resourceType).slice(0, 1).toUpperCase()}
            </span>
            {link.labelNameEn || link.resourceType}
          </a>
        </li>
      ))}
    </ul>
  );
}
