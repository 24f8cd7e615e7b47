import { CONTACT_EMAIL } from '../../../../shared/constants';
import { MailIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSiteInfo } from '../../../api/site-info';

interface ContactEmailLinkProps {
  className?: string;
  /** Placeholder size and tone while the address loads ("inverse" on dark surfaces). */
  skeletonClassName?: string;
  skeletonTone?: 'default' | 'inverse';
}

/** mailto link to the contact mailbox configured on the server (the default address if it cannot be read). */
export function ContactEmailLink({
  className = '',
  skeletonClassName = 'h-5 w-56',
  skeletonTone = 'default',
}: ContactEmailLinkProps) {
  const site = useSiteInfo();
  if (site.isPending) {
    return (
      <>
        <span className="sr-only">E-posta adresi yükleniyor…</span>
        <Skeleton className={skeletonClassName} tone={skeletonTone} />
      </>
    );
  }
  const email = site.data?.contact_email ?? CONTACT_EMAIL;
  return (
    <a href={`mailto:${email}`} className={`inline-flex items-center gap-2 rounded break-all ${className}`}>
      <MailIcon className="size-4 shrink-0" />
      {email}
    </a>
  );
}
