import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesomeOutlined';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import ContactsIcon from '@mui/icons-material/ContactsOutlined';
import CreditCardIcon from '@mui/icons-material/CreditCardOutlined';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import DataUsageIcon from '@mui/icons-material/DataUsageOutlined';
import DomainIcon from '@mui/icons-material/DomainOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import LinkIcon from '@mui/icons-material/LinkOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import SecurityIcon from '@mui/icons-material/SecurityOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import TuneIcon from '@mui/icons-material/TuneOutlined';
import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import WorkspacesIcon from '@mui/icons-material/WorkspacesOutlined';
import type { Privilege } from '@osm5/shared/auth/privileges';
import { linkKinds } from '@osm5/shared/links/link-kinds';

export interface NavItem {
  /** i18n key under layout.nav */
  key: string;
  icon: SvgIconComponent;
  /** Builds the path; workspace areas need the current workspace id. */
  to: (sBoxID: string) => string;
  /**
   * Shown only to those who hold it: in the organisation, or (`inWorkspace`)
   * in the current workspace. The page itself answers Access Denied anyway.
   */
  privilege?: Privilege;
  inWorkspace?: boolean;
  /** the area's pages whose paths are not under `to` (add, edit, view of an item): they light this entry */
  owns?: RegExp;
}

export interface NavSection {
  key: string;
  items: NavItem[];
}

/**
 * Areas that live inside a workspace use the current one; before the user picks
 * one, "default" stands for their default workspace (every account has one).
 */
export const DEFAULT_SBOX = 'default';

/** The link types of the short links' own routes: the wizard's `surl` and each kind. */
const linkTypes = ['surl', ...linkKinds].join('|');

/**
 * The products come right after the overview: they are what members open every
 * day, and below the organisation's eleven entries they fell under the fold of a
 * laptop's screen. The organisation's administration and the account follow.
 */
export const navSections: NavSection[] = [
  {
    key: 'overview',
    items: [{ key: 'apps', icon: DashboardIcon, to: () => '/d/apps' }],
  },
  {
    key: 'products',
    items: [
      {
        key: 'shortLinks',
        icon: LinkIcon,
        to: (s) => `/d/sbox/${s}/surl`,
        privilege: 'links:read',
        inWorkspace: true,
        // the links, their tools and domains, create, edit and history of a link, its reports, and bulk import
        owns: new RegExp(
          `^(/d/(sbox/[^/]+/(surl|(new|edit|history)/(${linkTypes}))|[^/]+/surl/[^/]+)|/edit/(${linkTypes})|/settings/bulk_import)(/|$)`,
        ),
      },
      {
        key: 'analytics',
        icon: InsightsIcon,
        to: (s) => `/d/sbox/${s}/analytics`,
        privilege: 'analytics:read',
        inWorkspace: true,
        // the sites, add, edit, view and history of a site, its reports
        owns: /^\/d\/(sbox\/[^/]+\/(analytics|(new|edit|view|history)\/analytics)(\/|$)|[^/]+\/analytics\/[^/]+|apps\/analytics(\/|$)|app\/)/,
      },
      {
        key: 'osmGpt',
        icon: AutoAwesomeIcon,
        to: (s) => `/d/${s}/app_osm_ai`,
        privilege: 'ai:use',
        inWorkspace: true,
        // its conversations in any workspace, and its home opened from the links or the analytics
        owns: /^\/d\/([^/]+\/app_osm_ai|sbox\/[^/]+\/(surl|analytics)_ai)(\/|$)/,
      },
    ],
  },
  {
    key: 'organisation',
    items: [
      { key: 'enterprise', icon: BusinessIcon, to: () => '/d/enterprise' },
      {
        key: 'workspaces',
        icon: WorkspacesIcon,
        to: () => '/d/sba/mysboxs',
        // the lists, a new workspace, and a workspace's own pages (its dashboard, feeds, history of other items)
        owns: /^\/d\/(sbox\/(create|[^/]+\/(dashboard|edit|recent|activity|stared|storage|history\/[^/]+\/[^/]+|40[14]|500))|sba\/[^/]+)$/,
      },
      { key: 'orgOverview', icon: DomainIcon, to: () => '/d/apps/dashboard' },
      { key: 'members', icon: PeopleIcon, to: () => '/settings/users', privilege: 'members:read' },
      { key: 'teams', icon: GroupsIcon, to: () => '/settings/teams' },
      { key: 'roles', icon: AdminPanelSettingsIcon, to: () => '/settings/roles', privilege: 'roles:read' },
      { key: 'workspaceSettings', icon: TuneIcon, to: () => '/settings/sbox' },
      { key: 'orgLog', icon: ReceiptLongIcon, to: () => '/settings/ulog', privilege: 'audit:read' },
      { key: 'apiKeys', icon: KeyIcon, to: () => '/settings/api_keys', privilege: 'api_keys:manage' },
      {
        key: 'billing',
        icon: CreditCardIcon,
        to: () => '/settings/billing_overview',
        privilege: 'billing:read',
        owns: /^\/settings\/(plans|addons|subscriptions|invoices|budget|payment_history)(\/|$)/,
      },
      { key: 'usageReport', icon: DataUsageIcon, to: () => '/settings/useage_report', privilege: 'billing:read' },
    ],
  },
  {
    key: 'account',
    items: [
      { key: 'settings', icon: SettingsIcon, to: () => '/settings/profile' },
      { key: 'security', icon: SecurityIcon, to: () => '/settings/security' },
      { key: 'contacts', icon: ContactsIcon, to: () => '/settings/contacts' },
      { key: 'accountHistory', icon: HistoryIcon, to: () => '/settings/account_history' },
    ],
  },
];
