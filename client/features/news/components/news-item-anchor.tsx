import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { NewsItemLink } from '../news-links';

interface NewsItemAnchorProps {
  link: NewsItemLink;
  className?: string;
  children: ReactNode;
  /** Called on activation (e.g. to close the bubble's dialog). */
  onNavigate?: () => void;
}

/** A router link for pages of the app; a new-tab link (noopener noreferrer) for source sites. */
export function NewsItemAnchor({ link, className, children, onNavigate }: NewsItemAnchorProps) {
  if (link.kind === 'internal') {
    return (
      <Link to={link.to} className={className} onClick={onNavigate}>
        {children}
      </Link>
    );
  }
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={className} onClick={onNavigate}>
      {children}
      <span className="sr-only"> (yeni sekmede açılır)</span>
    </a>
  );
}
