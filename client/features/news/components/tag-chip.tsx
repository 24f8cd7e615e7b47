import { TAG_CHIP_CLASS, tagChipStyle, type NewsTag } from '../news-links';

/** The tag (category) of a news item in its own colour. */
export function TagChip({ tag, className = '' }: { tag: NewsTag; className?: string }) {
  return (
    <span
      data-testid="tag-chip"
      style={tagChipStyle(tag.color)}
      className={`inline-flex max-w-full items-center truncate rounded-full px-2.5 py-0.5 text-xs font-semibold ${TAG_CHIP_CLASS} ${className}`}
    >
      {tag.name}
    </span>
  );
}
