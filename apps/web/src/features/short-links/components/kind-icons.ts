import type { SvgIconComponent } from '@mui/icons-material';
import AccountTreeIcon from '@mui/icons-material/AccountTreeOutlined';
import AppsIcon from '@mui/icons-material/AppsOutlined';
import DevicesIcon from '@mui/icons-material/DevicesOutlined';
import DnsIcon from '@mui/icons-material/DnsOutlined';
import LanguageIcon from '@mui/icons-material/LanguageOutlined';
import LinkIcon from '@mui/icons-material/LinkOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import PublicIcon from '@mui/icons-material/PublicOutlined';
import ShuffleIcon from '@mui/icons-material/ShuffleOutlined';
import TerminalIcon from '@mui/icons-material/TerminalOutlined';
import TravelExploreIcon from '@mui/icons-material/TravelExploreOutlined';
import type { LinkKind } from '@osm5/shared/links/link-rules';

/** One icon per kind: the wizard's cards and the list's kind column. */
export const kindIcons: Record<LinkKind, SvgIconComponent> = {
  simple: LinkIcon,
  password_protected: LockIcon,
  app_download: AppsIcon,
  language_based: LanguageIcon,
  location_based: PlaceIcon,
  device_based: DevicesIcon,
  browser_based: PublicIcon,
  source_based: TravelExploreIcon,
  os_based: TerminalIcon,
  ip_based: DnsIcon,
  rule_based: AccountTreeIcon,
  rlsurl: ShuffleIcon,
};
