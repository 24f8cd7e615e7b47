import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { claimEmailRefusal } from '../../../shared/schemas/company-claims';
import { COMPANY_CLAIM_MESSAGES as M } from '../../../shared/company-claim-messages';
import { MAX_PDF_BYTES } from '../../../shared/upload-rules';
import { useMyClaim } from '../../api/company-claims/get-my-claim';
import { useStartDocumentClaim } from '../../api/company-claims/start-document-claim';
import { useStartDomainClaim } from '../../api/company-claims/start-domain-claim';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { Alert } from '../ui/alert';
import { buttonClass } from '../ui/button-styles';
import { inputClass, labelClass } from '../ui/form-field';
import { BuildingIcon, DocumentIcon, MailIcon } from '../ui/icons';
import { Modal } from '../ui/modal';
import { SegmentedToggle } from '../ui/segmented-toggle';
import { Spinner } from '../ui/spinner';

// "Bu firmayı temsil ediyorum" on a company's detail (docs/decisions/069-company-claims-and-representatives.md):
// where the member's claim stands, and the dialog that starts one, by a link to an address at the
// company's domain or by a PDF an admin reads.

type Method = 'domain' | 'document';

function ClaimDialog({ companyId, companyName, domain, onClose }: { companyId: string; companyName: string; domain: string | null; onClose: () => void }) {
  const [method, setMethod] = useState<Method>(domain ? 'domain' : 'document');
  const [email, setEmail] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const domainClaim = useStartDomainClaim(companyId);
  const documentClaim = useStartDocumentClaim(companyId);
  const running = domainClaim.isPending || documentClaim.isPending;
  const done = domainClaim.data?.message ?? documentClaim.data?.message;
  const emailId = useId();
  const fileId = useId();
  const hintId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (method === 'domain') {
      const refusal = claimEmailRefusal(email.trim(), domain);
      if (!email.includes('@')) return setProblem(M.invalidEmail);
      if (refusal) return setProblem(refusal);
      domainClaim.mutate(email.trim(), { onError: (error) => setProblem(errorMessage(error)) });
    } else {
      if (!file) return setProblem(M.fileRequired);
      if (file.size > MAX_PDF_BYTES) return setProblem('PDF en fazla 10 MB olabilir.');
      documentClaim.mutate(file, { onError: (error) => setProblem(errorMessage(error)) });
    }
  };

  return (
    <Modal title={M.claimButton} description={companyName} icon={<BuildingIcon className="size-5" />} onClose={onClose}>
      {done ? (
        <div className="space-y-4">
          <Alert tone="success">{done}</Alert>
          <button type="button" className={buttonClass('primary', 'md', 'w-full')} onClick={onClose}>
            Tamam
          </button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <p className="text-sm leading-relaxed text-slate-600 dark:text-slate-300">
            Firmanın doğrulanmış temsilcisi olduğunuzda sayfasında “{M.verifiedMark}” işareti görünür ve hesabınızdan firmanın panosunu açabilirsiniz.
          </p>
          <SegmentedToggle
            label="Doğrulama yöntemi"
            value={method}
            onChange={(value) => {
              setMethod(value);
              setProblem(null);
            }}
            options={[
              { key: 'domain', label: 'Kurumsal e-posta' },
              { key: 'document', label: 'Belge yükle' },
            ]}
          />
          {method === 'domain' ? (
            domain ? (
              <div>
                <label htmlFor={emailId} className={labelClass}>
                  Firmanın alan adındaki e-posta adresiniz
                </label>
                <div className="relative mt-1.5">
                  <MailIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
                  <input
                    id={emailId}
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                    value={email}
                    onChange={(event) => setEmail(event.target.value)}
                    placeholder={`adiniz@${domain}`}
                    aria-describedby={hintId}
                    className={`${inputClass} pl-9`}
                  />
                </div>
                <p id={hintId} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
                  Adres {domain} ya da bir alt alan adında olmalı. Bu adrese tek kullanımlık bir doğrulama bağlantısı gönderilir; ücretsiz e-posta servisleri kabul edilmez.
                </p>
              </div>
            ) : (
              <Alert tone="info">{M.noWebsite}</Alert>
            )
          ) : (
            <div>
              <label htmlFor={fileId} className={labelClass}>
                Yetki belgesi (PDF, en fazla 10 MB)
              </label>
              <input
                id={fileId}
                type="file"
                accept="application/pdf,.pdf"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                className="mt-1.5 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-amber-100 file:px-3 file:py-2 file:font-semibold file:text-amber-900 dark:text-slate-300 dark:file:bg-amber-400/20 dark:file:text-amber-100"
              />
              <p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
                Örneğin imza sirküleri, vekâletname ya da firmanın antetli kâğıdında yetki yazısı. Belgeyi yalnızca yöneticiler görür.
              </p>
            </div>
          )}
          {problem && <Alert>{problem}</Alert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className={buttonClass('secondary', 'md')} onClick={onClose}>
              Vazgeç
            </button>
            <button type="submit" className={buttonClass('primary', 'md')} disabled={running || (method === 'domain' && !domain)}>
              {running && <Spinner className="size-4" />}
              {method === 'domain' ? 'Doğrulama bağlantısı gönder' : 'Belgeyi gönder'}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}

/** The member's standing with the company and the claim button; nothing for a visitor. */
export function ClaimCompany({ companyId, companyName, signedIn }: { companyId: string; companyName: string; signedIn: boolean }) {
  const mine = useMyClaim(companyId, signedIn);
  const [open, setOpen] = useState(false);
  if (!signedIn) return null;
  if (mine.isPending) return <div className="h-9" aria-hidden="true" />;
  if (mine.isError) return null;
  const { claim, domain } = mine.data;
  const button = (label: string = M.claimButton) => (
    <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setOpen(true)}>
      <BuildingIcon className="size-4" />
      {label}
    </button>
  );
  let body;
  if (claim?.status === 'verified') {
    body = (
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Bu firmanın doğrulanmış temsilcisisiniz.{' '}
        <Link to={paths.profile('representation')} className="font-semibold text-amber-700 hover:underline dark:text-amber-400">
          Firma panosunu aç
        </Link>
      </p>
    );
  } else if (claim?.status === 'pending' && claim.method === 'document') {
    body = (
      <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <DocumentIcon className="size-4 shrink-0 text-amber-600" />
        Belgeniz inceleniyor; sonuç size e-posta ile bildirilecek.
      </p>
    );
  } else if (claim?.status === 'pending') {
    body = (
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <span>E-posta doğrulaması bekleniyor: gelen kutunuzdaki bağlantıyı açın.</span>
        {button('Yeni bağlantı iste')}
      </div>
    );
  } else {
    body = (
      <div className="space-y-2">
        {claim && claim.reason && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Önceki başvurunuz {claim.status === 'refused' ? 'reddedildi' : 'geri alındı'}: {claim.reason}
          </p>
        )}
        {button()}
      </div>
    );
  }
  return (
    <div className="mb-5" data-testid="claim-company">
      {body}
      {open && <ClaimDialog companyId={companyId} companyName={companyName} domain={domain} onClose={() => setOpen(false)} />}
    </div>
  );
}
