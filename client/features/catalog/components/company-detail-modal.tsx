import { type ReactNode } from 'react';
import { DEFAULT_TOKEN_COSTS } from '../../../../shared/constants';
import type { CurrentUser } from '../../../../shared/schemas/auth';
import { buttonClass } from '../../../components/ui/button-styles';
import { BuildingIcon, ExternalIcon } from '../../../components/ui/icons';
import type { CompanyDetail, CompanyDetailAnswer } from '../api/detail-types';
import { useCompany } from '../api/get-company';
import { useOpenCompany } from '../api/open-company';
import { displayUrl, externalUrl } from '../external-url';
import { COMPANY_SUGGESTION_FIELDS } from '../suggestion-fields';
import { viewerTier } from '../../../lib/viewer';
import { CompanyReferences } from './company-references';
import { CompanyTrackRecord } from './company-track-record';
import { DetailGrid, DetailItem, DetailSection, LockedNotice, PaymentNotice, PremiumValue } from '../../../components/detail/detail-parts';
import { SourceLines } from '../../../components/detail/source-lines';
import { SOURCES_MESSAGES } from '../../../../shared/sources-display';
import { DetailModalFrame } from './detail-modal-frame';
import { FollowButton } from '../../../components/watches/follow-button';
import { SuggestionModal } from './suggestion-modal';
import { VerifiedMark } from './verified-mark';
import { ChangeLog } from './change-log';
import { CorrectButton } from './correct-button';
import { RepresentedMark } from '../../../components/detail/represented-mark';
import { ClaimCompany } from '../../../components/company-claims/claim-company';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function companySuggestionInitial(company: CompanyDetail): Record<string, string> {
  return {
    company_name: company.company_name,
    activity_type_id: company.activity_type?.id ?? '',
    product_type_id: company.product_type?.id ?? '',
    city_id: company.city?.id ?? '',
    establishment_year: text(company.establishment_year),
    website: text(company.website),
    linkedin: text(company.linkedin),
    relevant_person: text(company.relevant_person),
    title: text(company.title),
    email: text(company.email),
    phone: text(company.phone),
  };
}

/** A link to an outside address, or nothing (DetailItem then shows "–"). */
function externalLink(url: string | null | undefined) {
  const href = externalUrl(url);
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium text-amber-700 hover:underline dark:text-amber-400">
      {displayUrl(href)}
      <span className="sr-only"> (yeni sekmede açılır)</span>
    </a>
  );
}

function Logo({ company }: { company: CompanyDetail }) {
  const src = company.logo && (company.logo.startsWith('/') ? company.logo : externalUrl(company.logo));
  return src ? (
    <img src={src} alt="" className="size-14 shrink-0 rounded-xl border border-slate-200 bg-white object-contain p-1 dark:border-slate-700" loading="lazy" />
  ) : (
    <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
      <BuildingIcon className="size-7" />
    </span>
  );
}

function CompanyBody({
  answer,
  viewer,
  onPay,
  onOpenProject,
}: {
  answer: CompanyDetailAnswer;
  viewer: CurrentUser | null;
  onPay: () => void;
  onOpenProject: (id: string) => void;
}) {
  const { company, access, cost } = answer;
  const tier = viewerTier(viewer);
  const full = access === 'full';
  const premium = (value: ReactNode) => (full ? value : <PremiumValue />);
  const website = full ? externalUrl(company.website) : null;
  const linkedin = full ? externalUrl(company.linkedin) : null;
  const mail = company.email?.trim();
  const phone = company.phone?.trim();
  return (
    <>
      <div className="-mt-2 mb-5 flex items-start gap-4">
        <Logo company={company} />
        <div className="min-w-0 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <VerifiedMark verified={company.is_verified} withText />
            <RepresentedMark represented={company.represented} />
          </div>
          {company.organization_short_description && (
            <p className="text-sm leading-relaxed text-slate-600 dark:text-slate-300">{company.organization_short_description}</p>
          )}
        </div>
      </div>

      <ClaimCompany companyId={company.id} companyName={company.company_name} signedIn={Boolean(viewer)} />

      {full && (website || linkedin) && (
        <div className="mb-5 flex flex-wrap gap-2">
          {website && (
            <a href={website} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary', 'sm')}>
              <ExternalIcon className="size-4" />
              Web Sitesi
              <span className="sr-only"> (yeni sekmede açılır)</span>
            </a>
          )}
          {linkedin && (
            <a href={linkedin} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary', 'sm')}>
              <ExternalIcon className="size-4" />
              LinkedIn
              <span className="sr-only"> (yeni sekmede açılır)</span>
            </a>
          )}
        </div>
      )}

      {!full &&
        (access === 'payment_required' && tier === 'premium' ? (
          <PaymentNotice cost={cost} onOpen={onPay} />
        ) : (
          <LockedNotice tier={tier} text="İletişim bilgileri, web sitesi, LinkedIn, referans projeler ve proje sicili premium üyelere açıktır." />
        ))}

      <div className="mt-6">
        <DetailSection title="Temel Bilgiler">
          <DetailGrid>
            <DetailItem label="Faaliyet alanı">{company.activity_type?.name}</DetailItem>
            <DetailItem label="Ürün / hizmet tipi">{company.product_type?.name}</DetailItem>
            <DetailItem label="Şehir">{[company.city?.name, full ? company.district : null].filter(Boolean).join(' / ')}</DetailItem>
            <DetailItem label="Kuruluş yılı">{company.establishment_year}</DetailItem>
          </DetailGrid>
        </DetailSection>

        <DetailSection title="İletişim">
          <DetailGrid>
            <DetailItem label="Web sitesi">{premium(externalLink(company.website))}</DetailItem>
            <DetailItem label="LinkedIn">{premium(externalLink(company.linkedin))}</DetailItem>
            <DetailItem label="İlgili kişi">{premium(company.relevant_person)}</DetailItem>
            <DetailItem label="Unvan">{premium(company.title)}</DetailItem>
            <DetailItem label="E-posta">
              {premium(mail ? <a href={`mailto:${mail}`} className="font-medium text-amber-700 hover:underline dark:text-amber-400">{mail}</a> : null)}
            </DetailItem>
            <DetailItem label="Telefon">
              {premium(phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="font-medium text-amber-700 hover:underline dark:text-amber-400">{phone}</a> : null)}
            </DetailItem>
            <DetailItem label="Çalışan sayısı">{premium(text(company.num_employees))}</DetailItem>
            <DetailItem label="İlgili kişi LinkedIn">{premium(externalLink(company.relevant_person_linkedin))}</DetailItem>
            <DetailItem label="Adres" wide>
              {premium(company.raw_address)}
            </DetailItem>
          </DetailGrid>
        </DetailSection>

        {full && company.track_record && (
          <DetailSection title="Proje Sicili">
            <CompanyTrackRecord record={company.track_record} />
          </DetailSection>
        )}

        {full && tier === 'premium' && (
          <DetailSection title="Referans Projeler">
            <CompanyReferences companyId={company.id} onOpenProject={onOpenProject} />
          </DetailSection>
        )}

        {/* Every viewer reads where the record comes from (docs/product-rules.md#provenance). */}
        <DetailSection title="Kaynaklar">
          <SourceLines sources={company.sources} empty={SOURCES_MESSAGES.noSources} record />
        </DetailSection>

        {/* Every accepted change, for every viewer; premium fields' changes with the full detail (decision 070). */}
        <DetailSection title="Değişiklik Geçmişi">
          <ChangeLog entity="companies" id={company.id} access={answer.access} />
        </DetailSection>
      </div>
    </>
  );
}

interface CompanyDetailModalProps {
  id: string;
  viewer: CurrentUser | null;
  onClose: () => void;
  /** Opens a reference project's detail over this one. */
  onOpenProject: (id: string) => void;
  onBack?: () => void;
}

/**
 * The company detail modal (docs/product-rules.md#catalogue): basic fields for everyone, placeholders for the rest
 * until the viewer may see them, "Detayları Aç" (token confirmation, then POST open) for premium
 * viewers of a verified company not opened yet; website/LinkedIn buttons and references when open.
 */
export function CompanyDetailModal({ id, viewer, onClose, onOpenProject, onBack }: CompanyDetailModalProps) {
  const detail = useCompany(id);
  const company = detail.data?.company;
  return (
    <DetailModalFrame
      title={company?.company_name ?? 'Firma detayı'}
      detail={detail}
      open={useOpenCompany(id)}
      viewer={viewer}
      costKey="company_detail"
      cost={detail.data?.cost ?? DEFAULT_TOKEN_COSTS.company_detail}
      onClose={onClose}
      onBack={onBack}
      renderBody={(answer, pay) => <CompanyBody answer={answer} viewer={viewer} onPay={pay} onOpenProject={onOpenProject} />}
      renderFollow={(answer) => (
        <>
          <FollowButton signedIn={Boolean(viewer)} subject={{ target: 'company', targetId: id }} name={answer.company.company_name} />
          <CorrectButton kind="companies" id={id} signedIn={Boolean(viewer)} />
        </>
      )}
      renderSuggestion={(answer, close) => (
        <SuggestionModal
          target="companies"
          id={id}
          subject={answer.company.company_name}
          fields={COMPANY_SUGGESTION_FIELDS}
          initial={companySuggestionInitial(answer.company)}
          onClose={close}
        />
      )}
    />
  );
}
