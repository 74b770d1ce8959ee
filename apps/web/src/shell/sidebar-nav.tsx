import { useTranslation } from 'react-i18next';
import {
  BuildingIcon,
  ChartIcon,
  ClockIcon,
  CoinsIcon,
  CompassIcon,
  DatabaseIcon,
  FileTextIcon,
  HomeIcon,
  LifeBuoyIcon,
  MailIcon,
  MessageIcon,
  NewspaperIcon,
  SearchIcon,
  SettingsIcon,
  ShieldIcon,
  SidebarSection,
  TagIcon,
  TicketIcon,
  UserIcon,
  UsersIcon,
} from '@creatorlens/ui';
import { SidebarLists } from '../features/lists/index.ts';
import { useAbility } from '../lib/ability.ts';
import { BLOG_URL, HELP_DESK_URL } from '../lib/external-links.ts';
import { SidebarExternalLink, SidebarLink } from './sidebar-link.tsx';
import { SidebarRecentChannels } from './sidebar-recent-channels.tsx';
import { useIsPastFirstFrame } from './use-is-past-first-frame.ts';

/**
 * The sidebar's sections, drawn one render after the frame's first (see useIsPastFirstFrame): the page's own content
 * comes first on a cold load. Until then the column holds its empty, already laid-out space.
 */
export function SidebarNav() {
  const isPastFirstFrame = useIsPastFirstFrame();
  return isPastFirstFrame ? <SidebarSections /> : <div className="flex flex-col gap-5" aria-busy="true" />;
}

/**
 * The sidebar's sections in the spec's order: recent channels, discovery, watchlists, campaigns, tags, other links,
 * user settings, organisation settings and admin. Sections the user may not use are left out, not disabled
 * (the server refuses them anyway).
 */
function SidebarSections() {
  const { t } = useTranslation();
  const ability = useAbility();
  const canReadCreators = ability.can('read', 'channel');
  return (
    <div className="flex flex-col gap-5">
      <ul className="flex flex-col gap-0.5">
        <li>
          <SidebarLink to="/" icon={<HomeIcon />} isExact>
            {t('Shell.nav-home')}
          </SidebarLink>
        </li>
      </ul>
      <SidebarRecentChannels />
      <SidebarSection title={t('Shell.section-discovery')} icon={<CompassIcon />}>
        <ul className="flex flex-col gap-0.5">
          <li>
            <SidebarLink to="/discovery" icon={<CompassIcon />} isExact>
              {t('Shell.nav-discovery-overview')}
            </SidebarLink>
          </li>
          {canReadCreators && (
            <>
              <li>
                <SidebarLink to="/discovery/$platform" params={{ platform: 'instagram' }} icon={<UsersIcon />}>
                  {t('Shell.nav-creators')}
                </SidebarLink>
              </li>
              <li>
                <SidebarLink to="/discovery/content" icon={<FileTextIcon />}>
                  {t('Shell.crumb-content')}
                </SidebarLink>
              </li>
              <li>
                <SidebarLink to="/discovery/channel" icon={<SearchIcon />}>
                  {t('Shell.crumb-channel-search')}
                </SidebarLink>
              </li>
            </>
          )}
        </ul>
      </SidebarSection>
      <SidebarLists />
      <SidebarSection title={t('Shell.section-other')}>
        <ul className="flex flex-col gap-0.5">
          <li>
            <SidebarLink to="/charts" icon={<ChartIcon />}>
              {t('Shell.crumb-charts')}
            </SidebarLink>
          </li>
          <li>
            <SidebarLink to="/coupons" icon={<TicketIcon />}>
              {t('Shell.crumb-coupons')}
            </SidebarLink>
          </li>
          <li>
            <SidebarLink to="/brand" icon={<TagIcon />}>
              {t('Brands.title')}
            </SidebarLink>
          </li>
          <li>
            {/* Outside the app (its own pages at /blog, or VITE_BLOG_URL): a new tab keeps the workspace open. */}
            <SidebarExternalLink href={BLOG_URL} icon={<NewspaperIcon />} newTabLabel={t('Shell.opens-new-tab')}>
              {t('Shell.nav-blog')}
            </SidebarExternalLink>
          </li>
          {HELP_DESK_URL && (
            <li>
              <SidebarExternalLink href={HELP_DESK_URL} icon={<LifeBuoyIcon />} newTabLabel={t('Shell.opens-new-tab')}>
                {t('Shell.nav-help')}
              </SidebarExternalLink>
            </li>
          )}
        </ul>
      </SidebarSection>
      <SidebarSection title={t('Shell.section-user')}>
        <ul className="flex flex-col gap-0.5">
          <li>
            <SidebarLink to="/account" icon={<UserIcon />} isExact>
              {t('Shell.crumb-account')}
            </SidebarLink>
          </li>
          <li>
            <SidebarLink to="/account/security" icon={<ShieldIcon />}>
              {t('Shell.crumb-security')}
            </SidebarLink>
          </li>
        </ul>
      </SidebarSection>
      {/* Guests read no people (decision 009), so the organisation pages would only refuse them: no section. */}
      {ability.can('read', 'member') && (
        <SidebarSection title={t('Shell.section-organisation')}>
          <ul className="flex flex-col gap-0.5">
            <li>
              <SidebarLink to="/workspace" icon={<BuildingIcon />} isExact>
                {t('Shell.nav-workspace-general')}
              </SidebarLink>
            </li>
            {ability.can('read', 'user') && (
              <li>
                <SidebarLink to="/workspace/members" icon={<UsersIcon />}>
                  {t('Shell.crumb-members')}
                </SidebarLink>
              </li>
            )}
            {ability.can('read', 'team') && (
              <li>
                <SidebarLink to="/workspace/teams" icon={<UsersIcon />}>
                  {t('Teams.nav')}
                </SidebarLink>
              </li>
            )}
            {ability.can('read', 'crm_field') && (
              <li>
                <SidebarLink to="/workspace/crm" icon={<DatabaseIcon />}>
                  {t('Shell.crumb-crm')}
                </SidebarLink>
              </li>
            )}
            {ability.can('read', 'credit') && (
              <li>
                <SidebarLink to="/workspace/credits" icon={<CoinsIcon />}>
                  {t('Shell.crumb-credits')}
                </SidebarLink>
              </li>
            )}
            {ability.can('read', 'comment') && (
              <li>
                <SidebarLink to="/workspace/comments" icon={<MessageIcon />}>
                  {t('Shell.crumb-comments')}
                </SidebarLink>
              </li>
            )}
            {ability.can('update', 'organization') && (
              <li>
                <SidebarLink to="/workspace/settings" icon={<SettingsIcon />}>
                  {t('Shell.crumb-settings')}
                </SidebarLink>
              </li>
            )}
          </ul>
        </SidebarSection>
      )}
      {ability.can('read', 'admin_area') && (
        <SidebarSection title={t('Shell.crumb-admin')} icon={<ShieldIcon />}>
          <ul className="flex flex-col gap-0.5">
            <li>
              <SidebarLink to="/admin/users" icon={<UsersIcon />}>
                {t('Shell.crumb-admin-users')}
              </SidebarLink>
            </li>
            <li>
              <SidebarLink to="/admin/orgs" icon={<BuildingIcon />}>
                {t('Shell.crumb-admin-orgs')}
              </SidebarLink>
            </li>
            <li>
              <SidebarLink to="/admin/license-templates" icon={<FileTextIcon />}>
                {t('Shell.crumb-admin-license-templates')}
              </SidebarLink>
            </li>
            <li>
              <SidebarLink to="/admin/guides" icon={<NewspaperIcon />}>
                {t('Notifications.crumb-admin-guides')}
              </SidebarLink>
            </li>
            <li>
              <SidebarLink to="/admin/jobs" icon={<ClockIcon />}>
                {t('BackgroundJobs.crumb-admin-jobs')}
              </SidebarLink>
            </li>
            <li>
              <SidebarLink to="/admin/connectors" icon={<DatabaseIcon />}>
                {t('Connectors.crumb-admin-connectors')}
              </SidebarLink>
            </li>
            <li>
              <SidebarLink to="/admin/mails" icon={<MailIcon />}>
                {t('GettingIn.admin-nav')}
              </SidebarLink>
            </li>
          </ul>
        </SidebarSection>
      )}
    </div>
  );
}
