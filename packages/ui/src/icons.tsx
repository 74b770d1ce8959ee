import {
  ArrowDown,
  ArrowRight,
  ArrowUp,
  Bell,
  Bookmark,
  Building,
  ChartColumn,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronsUpDown,
  CircleCheck,
  Clock,
  Coins,
  Compass,
  Copy,
  Database,
  Download,
  Ellipsis,
  ExternalLink,
  Eye,
  EyeOff,
  FileText,
  Funnel,
  Globe,
  House,
  Info,
  Kanban,
  LifeBuoy,
  List,
  LogOut,
  Mail,
  Megaphone,
  MessageSquare,
  Monitor,
  Moon,
  Newspaper,
  PanelLeft,
  Pencil,
  Plus,
  Search,
  Settings,
  Shield,
  Smartphone,
  Sun,
  Tag,
  Ticket,
  Trash,
  TriangleExclamationPoint,
  Trophy,
  User,
  Users,
  X,
} from 'lucide-react';
import { createIcon } from './create-icon.tsx';

export { createIcon, type IconProps } from './create-icon.tsx';

/*
 * The app's icons: lucide glyphs under the names the app has always used (named imports only, so the bundle carries
 * just these). Each wrapper call is marked pure so an entry that uses a few icons leaves the rest out.
 */
export const SunIcon = /* @__PURE__ */ createIcon(Sun, 'SunIcon');
export const MoonIcon = /* @__PURE__ */ createIcon(Moon, 'MoonIcon');
export const CheckIcon = /* @__PURE__ */ createIcon(Check, 'CheckIcon');
export const ChevronDownIcon = /* @__PURE__ */ createIcon(ChevronDown, 'ChevronDownIcon');
export const ChevronsUpDownIcon = /* @__PURE__ */ createIcon(ChevronsUpDown, 'ChevronsUpDownIcon');
export const ArrowRightIcon = /* @__PURE__ */ createIcon(ArrowRight, 'ArrowRightIcon');
export const CloseIcon = /* @__PURE__ */ createIcon(X, 'CloseIcon');
export const CopyIcon = /* @__PURE__ */ createIcon(Copy, 'CopyIcon');
export const MailIcon = /* @__PURE__ */ createIcon(Mail, 'MailIcon');
export const LogOutIcon = /* @__PURE__ */ createIcon(LogOut, 'LogOutIcon');
export const UserIcon = /* @__PURE__ */ createIcon(User, 'UserIcon');
export const ShieldIcon = /* @__PURE__ */ createIcon(Shield, 'ShieldIcon');
export const GlobeIcon = /* @__PURE__ */ createIcon(Globe, 'GlobeIcon');
export const AlertTriangleIcon = /* @__PURE__ */ createIcon(TriangleExclamationPoint, 'AlertTriangleIcon');
export const InfoIcon = /* @__PURE__ */ createIcon(Info, 'InfoIcon');
export const CheckCircleIcon = /* @__PURE__ */ createIcon(CircleCheck, 'CheckCircleIcon');
export const BuildingIcon = /* @__PURE__ */ createIcon(Building, 'BuildingIcon');
export const ClockIcon = /* @__PURE__ */ createIcon(Clock, 'ClockIcon');
export const EyeIcon = /* @__PURE__ */ createIcon(Eye, 'EyeIcon');
export const EyeOffIcon = /* @__PURE__ */ createIcon(EyeOff, 'EyeOffIcon');
export const SearchIcon = /* @__PURE__ */ createIcon(Search, 'SearchIcon');
export const ChartIcon = /* @__PURE__ */ createIcon(ChartColumn, 'ChartIcon');
export const MegaphoneIcon = /* @__PURE__ */ createIcon(Megaphone, 'MegaphoneIcon');
export const MonitorIcon = /* @__PURE__ */ createIcon(Monitor, 'MonitorIcon');
export const SmartphoneIcon = /* @__PURE__ */ createIcon(Smartphone, 'SmartphoneIcon');
export const ArrowUpIcon = /* @__PURE__ */ createIcon(ArrowUp, 'ArrowUpIcon');
export const ArrowDownIcon = /* @__PURE__ */ createIcon(ArrowDown, 'ArrowDownIcon');
export const ChevronLeftIcon = /* @__PURE__ */ createIcon(ChevronLeft, 'ChevronLeftIcon');
export const ChevronRightIcon = /* @__PURE__ */ createIcon(ChevronRight, 'ChevronRightIcon');
export const ExternalLinkIcon = /* @__PURE__ */ createIcon(ExternalLink, 'ExternalLinkIcon');
export const FilterIcon = /* @__PURE__ */ createIcon(Funnel, 'FilterIcon');
export const BookmarkIcon = /* @__PURE__ */ createIcon(Bookmark, 'BookmarkIcon');
export const TrashIcon = /* @__PURE__ */ createIcon(Trash, 'TrashIcon');
export const UsersIcon = /* @__PURE__ */ createIcon(Users, 'UsersIcon');
export const TagIcon = /* @__PURE__ */ createIcon(Tag, 'TagIcon');
export const TrophyIcon = /* @__PURE__ */ createIcon(Trophy, 'TrophyIcon');
export const FileTextIcon = /* @__PURE__ */ createIcon(FileText, 'FileTextIcon');
export const HomeIcon = /* @__PURE__ */ createIcon(House, 'HomeIcon');
export const CompassIcon = /* @__PURE__ */ createIcon(Compass, 'CompassIcon');
export const BellIcon = /* @__PURE__ */ createIcon(Bell, 'BellIcon');
export const PanelLeftIcon = /* @__PURE__ */ createIcon(PanelLeft, 'PanelLeftIcon');
export const SettingsIcon = /* @__PURE__ */ createIcon(Settings, 'SettingsIcon');
export const CoinsIcon = /* @__PURE__ */ createIcon(Coins, 'CoinsIcon');
export const MessageIcon = /* @__PURE__ */ createIcon(MessageSquare, 'MessageIcon');
export const DatabaseIcon = /* @__PURE__ */ createIcon(Database, 'DatabaseIcon');
export const LifeBuoyIcon = /* @__PURE__ */ createIcon(LifeBuoy, 'LifeBuoyIcon');
export const NewspaperIcon = /* @__PURE__ */ createIcon(Newspaper, 'NewspaperIcon');
export const TicketIcon = /* @__PURE__ */ createIcon(Ticket, 'TicketIcon');
export const PlusIcon = /* @__PURE__ */ createIcon(Plus, 'PlusIcon');
export const MoreIcon = /* @__PURE__ */ createIcon(Ellipsis, 'MoreIcon');
export const DownloadIcon = /* @__PURE__ */ createIcon(Download, 'DownloadIcon');
export const PencilIcon = /* @__PURE__ */ createIcon(Pencil, 'PencilIcon');
export const ListIcon = /* @__PURE__ */ createIcon(List, 'ListIcon');
export const KanbanIcon = /* @__PURE__ */ createIcon(Kanban, 'KanbanIcon');
